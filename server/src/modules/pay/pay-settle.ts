import { ERRORS, type ErrorKey } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { RequestMeta } from '../../core/context.js';
import { deviceOf } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { recordPaidReceipt } from '../deal-money/receipt-record.js';
import { lockDealLedger } from '../deal-money/ledger.js';
import type { ProviderPayment } from './provider.js';

// A payment the provider reports (its callback, or its answer when asked) becomes the order's receipt exactly once,
// however often and however concurrently it is reported: in one transaction the order moves to paid by a conditional
// update, and only the report that moved it records the receipt.

// recorded: this report recorded the receipt; known: an earlier one had (nothing written); failed: paid at the
// provider but the receivable took no more (the order says why; nothing else written); refused: not this order's
// payment (unknown order, another amount: nothing written).
export type Settlement = { outcome: 'recorded' | 'known' | 'failed' } | { outcome: 'refused'; why: 'order' | 'amount' };

// Who reported it, for the operation log: the provider's callback (nobody) or a person asking (pay/query).
export type Reporter = { meta: RequestMeta; staffId: number | null; endpoint: string };

async function logPayment(db: Db, reporter: Reporter, orderId: number, key: ErrorKey) {
  const { meta } = reporter;
  await db.insertInto('operation_log').values({
    staff_id: reporter.staffId, method: reporter.endpoint === 'pay/query' ? 'GET' : 'POST', endpoint: reporter.endpoint, target_id: orderId,
    ip: meta.ip, device: deviceOf(meta), result_code: ERRORS[key].code, created_at: meta.now,
  }).execute();
}

export async function settlePayment(db: Db, payment: ProviderPayment, reporter: Reporter): Promise<Settlement> {
  let failure: { orderId: number; message: string } | null = null;
  try {
    const done = await db.transaction().execute(async (trx): Promise<Settlement> => {
      const order = await trx.selectFrom('pay_order').select(['id', 'deal_id', 'deal_money_id', 'amount', 'state', 'created_by'])
        .where('order_no', '=', payment.orderNo).executeTakeFirst();
      if (!order) return { outcome: 'refused', why: 'order' };
      if (order.amount !== payment.amountFen) {
        await logPayment(trx, reporter, order.id, 'BAD_REQUEST');
        return { outcome: 'refused', why: 'amount' };
      }
      if (order.state === 'paid' || order.state === 'failed') return { outcome: 'known' };
      // The deal's row is the lock every writer of its ledgers takes.
      await lockDealLedger(trx, order.deal_id);
      const moved = await trx.updateTable('pay_order')
        .set({ state: 'paid', paid_at: payment.paidAt, reference: payment.reference.slice(0, 64) })
        .where('id', '=', order.id).where('state', 'in', ['created', 'closed']).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return { outcome: 'known' };
      try {
        const receiptId = await recordPaidReceipt(trx, {
          dealMoneyId: order.deal_money_id, amountFen: order.amount, paidAt: payment.paidAt, reference: payment.reference, operatorId: order.created_by,
        });
        await trx.updateTable('pay_order').set({ receipt_id: receiptId }).where('id', '=', order.id).execute();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failure = { orderId: order.id, message: `${ERRORS[error.key].code} ${JSON.stringify(error.params)}` };
        throw error;
      }
      await logPayment(trx, reporter, order.id, 'OK');
      return { outcome: 'recorded' };
    });
    return done;
  } catch (error) {
    if (!failure) throw error;
  }
  // The money was taken but the receivable refuses it (paid off by other receipts meanwhile): the order keeps why, for
  // the finance staff to refund or record by hand, and the provider is told it arrived so it stops sending.
  const { orderId, message } = failure as { orderId: number; message: string };
  await db.transaction().execute(async (trx) => {
    const moved = await trx.updateTable('pay_order')
      .set({ state: 'failed', paid_at: payment.paidAt, reference: payment.reference.slice(0, 64), failure: message.slice(0, 200) })
      .where('id', '=', orderId).where('state', 'in', ['created', 'closed']).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) await logPayment(trx, reporter, orderId, 'TRANSITION_NOT_ALLOWED');
  });
  return { outcome: 'failed' };
}
