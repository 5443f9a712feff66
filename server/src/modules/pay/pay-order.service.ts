import { randomBytes } from 'node:crypto';
import {
  PAY_ORDER_TTL_SECONDS, payRuleText, type DataOf, type DealStatus, type ParsedInputOf, type PayOrderState, type payQrcode, type payQuery,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { callOutside } from '../../core/outside-call.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';
import { dealInScope } from '../deal/deal-read.js';
import { assertDealTakesPay, flowsOf, lockDealLedger, receiptRoom, receivableFor, yuanText } from '../deal-money/ledger.js';
import { notifyPath } from './provider.js';
import { paymentProvider } from './providers.js';
import { settlePayment } from './pay-settle.js';

// Payment orders: made for an amount on a receivable (pay/qrcode) and read back with the provider asked while unpaid
// (pay/query).

// An order number: the second it was made and 48 random bits, so that it cannot be guessed from another.
function newOrderNo(now: number): string {
  return `P${now}${randomBytes(6).toString('hex').toUpperCase()}`;
}

// What orders still awaiting payment hold of a receivable: two QR codes for its whole balance cannot both be paid.
async function awaitingFen(db: Db, dealMoneyId: number, now: number): Promise<number> {
  const row = await db.selectFrom('pay_order').select((eb) => eb.fn.sum<number | string | null>('amount').as('n'))
    .where('deal_money_id', '=', dealMoneyId).where('state', '=', 'created').where('expires_at', '>=', now).executeTakeFirst();
  return Number(row?.n ?? 0);
}

// The receivable (of the deal, effective) takes the amount: within its balance less what orders awaiting payment hold.
async function assertWithinBalance(ctx: Ctx, db: Db, dealId: number, dealMoneyId: number, amountFen: number): Promise<void> {
  const receivable = await receivableFor(db, ctx.lang, dealId, dealMoneyId);
  const flows = await flowsOf(db, { dealId, moneyId: receivable.id, moneyType: receivable.money_type });
  const available = receiptRoom(receivable.amount, flows) - (await awaitingFen(db, dealMoneyId, ctx.now));
  if (available <= 0) throw new AppError('BAD_REQUEST', { detail: payRuleText('nothingDue', ctx.lang) });
  if (amountFen > available) {
    throw new AppError('BAD_REQUEST', { detail: payRuleText('beyondBalance', ctx.lang, { amount: yuanText(amountFen), balance: yuanText(available) }) });
  }
}

const orderColumns = [
  'o.id', 'o.order_no', 'o.deal_id', 'o.deal_money_id', 'o.amount', 'o.provider', 'o.state', 'o.pay_url', 'o.created_at', 'o.expires_at',
  'o.paid_at', 'o.reference', 'o.receipt_id',
] as const;

type OrderRow = { id: number; order_no: string; deal_id: number; deal_money_id: number; amount: number; provider: string; state: string;
  pay_url: string; created_at: number; expires_at: number; paid_at: number | null; reference: string; receipt_id: number | null };

function orderOf(row: OrderRow): DataOf<typeof payQuery> {
  return { ...row, amount: fenToYuan(row.amount), state: row.state as PayOrderState };
}

export async function createPayOrder(ctx: Ctx, input: ParsedInputOf<typeof payQrcode>): Promise<DataOf<typeof payQrcode>> {
  const amountFen = yuanToFen(input.amount);
  const target = await ctx.db.selectFrom('deal_money as m').innerJoin('deal as d', 'd.id', 'm.deal_id')
    .select(['m.id', 'm.deal_id', 'd.status', 'd.contract_no'])
    .where('m.id', '=', input.deal_money_id).where(dealInScope(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!target) throw new AppError('NOT_FOUND');
  // A QR order becomes a receipt: a deal that takes no receipts (a terminated one only refunds) takes no order.
  assertDealTakesPay(ctx.lang, target.status as DealStatus, 'receipt');
  await assertWithinBalance(ctx, ctx.db, target.deal_id, target.id, amountFen);
  const provider = await paymentProvider(ctx);
  const orderNo = newOrderNo(ctx.now);
  const expiresAt = ctx.now + PAY_ORDER_TTL_SECONDS;
  // Told to the provider first (a real one is called over the network, never inside a transaction); an order the
  // checks below then refuse is never shown to anyone and lapses there.
  const { payUrl } = await callOutside(ctx, { service: 'pay', method: 'order', url: `${provider.name}:${orderNo}`, request: { order_no: orderNo, amount_fen: amountFen, deal_money_id: target.id } },
    () => provider.createOrder({ orderNo, amountFen, subject: target.contract_no, expiresAt }, `${ctx.config.publicUrl}${notifyPath(provider.name)}`));
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockDealLedger(trx, target.deal_id);
    await assertWithinBalance(ctx, trx, target.deal_id, target.id, amountFen);
    const row = await trx.insertInto('pay_order').values({
      order_no: orderNo, deal_id: target.deal_id, deal_money_id: target.id, amount: amountFen, provider: provider.name, state: 'created',
      pay_url: payUrl, created_by: ctx.caller.staffId, created_at: ctx.now, expires_at: expiresAt, paid_at: null, receipt_id: null,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  // Loaded on first use, like the other libraries only some calls need.
  const { default: QRCode } = await import('qrcode');
  const qrcode = await QRCode.toString(payUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const order = await ctx.db.selectFrom('pay_order as o').select(orderColumns).where('o.id', '=', id).executeTakeFirstOrThrow();
  return { ...orderOf(order), qrcode };
}

export async function queryPayOrder(ctx: Ctx, input: ParsedInputOf<typeof payQuery>): Promise<DataOf<typeof payQuery>> {
  const read = () => ctx.db.selectFrom('pay_order as o').innerJoin('deal as d', 'd.id', 'o.deal_id').select(orderColumns)
    .where('o.order_no', '=', input.order_no).where(dealInScope(ctx.caller, ctx.scope)).executeTakeFirst();
  const order = await read();
  if (!order) throw new AppError('NOT_FOUND');
  if (order.state !== 'created') return orderOf(order);
  // Still waiting: the provider may have been paid and its callback lost or not yet arrived.
  const provider = await paymentProvider(ctx);
  const payment = order.provider === provider.name
    ? await callOutside(ctx, { service: 'pay', method: 'query', url: `${provider.name}:${order.order_no}`, request: { order_no: order.order_no } }, () => provider.query(order.order_no))
    : null;
  if (payment) {
    await settlePayment(ctx.db, payment, { meta: ctx, staffId: ctx.caller.staffId, endpoint: 'pay/query' });
  } else if (ctx.now > order.expires_at) {
    await ctx.db.updateTable('pay_order').set({ state: 'closed' }).where('id', '=', order.id).where('state', '=', 'created').execute();
  }
  return orderOf((await read())!);
}
