import { ERRORS, type DealStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { nowSeconds } from '../../core/clock.js';
import { assertWithinPool, assertDealTakesPay, receivableFor } from './ledger.js';
import { addReceived } from './received.js';

// An online payment (扫码) paid at the payment provider becomes a receipt on its receivable, in the transaction of
// the caller that learnt it was paid: an online payment is its own proof, so it counts at once, without approval.

export type PaidReceipt = { dealMoneyId: number; amountFen: number; paidAt: number; reference: string; operatorId: number };

// Messages of a refusal are in the company's language: the caller keeps them on its payment order.
const LANG = 'zh';

// Records the receipt (method 扫码, the provider's reference kept) of `amountFen` on the receivable, adds its
// 实收业绩 when it is commission and writes the operation log; returns the receipt's id. Refused (AppError 400003,
// nothing written by it) when the deal takes no receipts, the receivable is not effective, or the amount is beyond its
// balance; the caller makes sure one payment is recorded once.
export async function recordPaidReceipt(trx: Db, input: PaidReceipt): Promise<number> {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new Error(`amount ${input.amountFen} is not a positive number of fen`);
  const money = await trx.selectFrom('deal_money as m').innerJoin('deal as d', 'd.id', 'm.deal_id')
    .select(['m.deal_id', 'd.status as deal_status']).where('m.id', '=', input.dealMoneyId).executeTakeFirst();
  if (!money) throw new AppError('NOT_FOUND');
  assertDealTakesPay(LANG, money.deal_status as DealStatus, 'receipt');
  const receivable = await receivableFor(trx, LANG, money.deal_id, input.dealMoneyId);
  await assertWithinPool(trx, LANG, {
    kind: 'receipt', amount: input.amountFen, due: receivable.amount,
    pool: { dealId: money.deal_id, moneyId: receivable.id, moneyType: receivable.money_type },
  });
  const now = nowSeconds();
  const { id } = await trx.insertInto('deal_pay').values({
    deal_id: money.deal_id, deal_money_id: receivable.id, kind: 'receipt', money_type: receivable.money_type, payer: receivable.payer, method: 'qr',
    amount: input.amountFen, paid_at: input.paidAt, remark: '', reference: input.reference.slice(0, 64), status: 'effective', approval_id: null,
    created_by: input.operatorId, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  if (receivable.money_type === 'commission') await addReceived(trx, money.deal_id, input.amountFen, input.paidAt, now);
  // Written in the same transaction, as the call that records a receipt by hand would be logged.
  await trx.insertInto('operation_log').values({
    staff_id: input.operatorId, method: 'POST', endpoint: 'dealpay/add', target_id: id, ip: '', device: '', result_code: ERRORS.OK.code,
    created_at: now, summary: `扫码 ${input.reference}`.slice(0, 500),
  }).execute();
  return id;
}
