import { sql, type RawBuilder } from 'kysely';
import {
  DEAL_STATUS_LABELS, MONEY_ENTRY_STATUS_LABELS, dealMoneyRuleText, dealPayKindsOf, dealTakesEntries, type DealMoneyRule, type DealPayKind, type DealStatus, type Lang,
  type MoneyDirection, type MoneyEntryStatus,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';

// The arithmetic of a deal's ledgers, in fen: an entry's status as the API tells it, what was received on a
// receivable (or of a money type without one) or paid on a payable, what waits in review, and the limits a receipt,
// refund or payment must keep.

// In the caller's transaction: holds the deal's row until it ends, so the writers of its ledgers (receipts, refunds, QR
// payments) check a balance one at a time on PostgreSQL as on SQLite. A write that changes nothing, like lockApproval.
export async function lockDealLedger(trx: Db, dealId: number): Promise<void> {
  await trx.updateTable('deal').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', dealId).execute();
}

export function refuse(lang: Lang, rule: DealMoneyRule, params: Record<string, string | number> = {}): never {
  throw new AppError('BAD_REQUEST', { detail: dealMoneyRuleText(rule, lang, params) });
}

// Fen as yuan with two decimals, for messages: 123456 → "1234.56".
export function yuanText(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// The status as the API tells it: a pending entry whose approval ended 未通过 or was withdrawn is rejected.
export function entryStatusOf(alias: string): RawBuilder<string> {
  const e = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<string>`case when ${e('status')} = 'pending' and exists (select 1 from approval ea where ea.id = ${e('approval_id')}
    and ea.status in ('rejected', 'withdrawn')) then 'rejected' else ${e('status')} end`;
}

// Why the entry's approval ended 未通过, when it did: the approver's words (result) or the engine's reason in the four
// languages (result_i18n).
export function entryResultOf(alias: string, column: 'result' | 'result_i18n'): RawBuilder<string | null> {
  return sql<string | null>`(select ${sql.ref(`ea.${column}`)} from approval ea where ea.id = ${sql.ref(`${alias}.approval_id`)} and ea.status = 'rejected')`;
}

// A pending entry whose approval is still open (not one that ended).
function inReview(alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.status`)} = 'pending' and exists (select 1 from approval ea where ea.id = ${sql.ref(`${alias}.approval_id`)}
    and ea.status = 'pending')`;
}

export type Flows = { received: number; pendingIn: number; pendingOut: number; paid: number; pendingPaid: number };

// One pool of money: a receivable's receipts and refunds, a payable's payments, or a deal's receipts and refunds of one
// money type made without a receivable.
export type Pool = { dealId: number; moneyId: number | null; moneyType: string };

// Effective receipts net of effective refunds, the receipts and refunds in review, and the effective payments and those
// in review, of a pool (leaving one payment out: the one being changed or applied).
export async function flowsOf(db: Db, pool: Pool, exceptPay: number | null = null): Promise<Flows> {
  let query = db.selectFrom('deal_pay as p').select((eb) => [
    'p.kind', sql<string>`case when p.status = 'effective' then 'effective' else 'review' end`.as('state'), eb.fn.sum<number>('p.amount').as('total'),
  ]).where('p.deal_id', '=', pool.dealId).where((eb) => eb.or([eb('p.status', '=', 'effective'), inReview('p')]));
  query = pool.moneyId === null
    ? query.where('p.deal_money_id', 'is', null).where('p.money_type', '=', pool.moneyType)
    : query.where('p.deal_money_id', '=', pool.moneyId);
  if (exceptPay !== null) query = query.where('p.id', '<>', exceptPay);
  const rows = await query.groupBy(['p.kind', sql`case when p.status = 'effective' then 'effective' else 'review' end`]).execute();
  const sum = (kind: DealPayKind, state: string) => Number(rows.find((r) => r.kind === kind && r.state === state)?.total ?? 0);
  return {
    received: sum('receipt', 'effective') - sum('refund', 'effective'), pendingIn: sum('receipt', 'review'), pendingOut: sum('refund', 'review'),
    paid: sum('payment', 'effective'), pendingPaid: sum('payment', 'review'),
  };
}

// What a receipt may still bring into a receivable of `amount` fen, what a payment may still pay of a payable of
// `amount` fen, and what a refund may still return of a pool.
export function receiptRoom(amount: number, flows: Flows): number {
  return amount - flows.received - flows.pendingIn;
}
export function paymentRoom(amount: number, flows: Flows): number {
  return amount - flows.paid - flows.pendingPaid;
}
export function refundRoom(flows: Flows): number {
  return flows.received - flows.pendingOut;
}

// A payment of `amountFen` keeps its pool's limits: a receipt on a receivable within its balance, a payment within its
// payable's balance, a refund within what was received; a receipt without a receivable has none. `due` is the amount
// of the entry it names. Refused with the amounts named.
export async function assertWithinPool(
  db: Db, lang: Lang, pay: { kind: DealPayKind; amount: number; pool: Pool; due: number | null; exceptPay?: number | null },
): Promise<void> {
  if (pay.kind === 'receipt' && pay.due === null) return;
  const flows = await flowsOf(db, pay.pool, pay.exceptPay ?? null);
  if (pay.kind === 'receipt') {
    const room = receiptRoom(pay.due ?? 0, flows);
    if (pay.amount > room) refuse(lang, 'beyondBalance', { amount: yuanText(pay.amount), balance: yuanText(Math.max(room, 0)) });
    return;
  }
  if (pay.kind === 'payment') {
    const room = paymentRoom(pay.due ?? 0, flows);
    if (pay.amount > room) refuse(lang, 'beyondPayable', { amount: yuanText(pay.amount), balance: yuanText(Math.max(room, 0)) });
    return;
  }
  const room = refundRoom(flows);
  if (pay.amount > room) refuse(lang, 'beyondReceived', { amount: yuanText(pay.amount), received: yuanText(Math.max(room, 0)) });
}

// A terminated deal is told what it still takes; any other deal out of force, its status.
const notLive = (lang: Lang, status: DealStatus): never => (status === 'terminated'
  ? refuse(lang, 'terminatedRefundsOnly')
  : refuse(lang, 'dealNotLive', { status: DEAL_STATUS_LABELS[status][lang] }));

// The deal takes receivables and payables: effective or settled (dealNotLive otherwise).
export function assertDealTakesMoney(lang: Lang, status: DealStatus): void {
  if (!dealTakesEntries(status)) notLive(lang, status);
}

// The deal takes a receipt, refund or payment of `kind` (dealPayKindsOf: a terminated deal only refunds; dealNotLive
// otherwise).
export function assertDealTakesPay(lang: Lang, status: DealStatus, kind: DealPayKind): void {
  if (!dealPayKindsOf(status).includes(kind)) notLive(lang, status);
}

// The entry a payment names: of the deal, of the direction its kind pays (a receipt or refund a receivable, a payment
// a payable), effective; answered with its amount, type and party.
async function entryFor(db: Db, lang: Lang, dealId: number, moneyId: number, direction: MoneyDirection) {
  const row = await db.selectFrom('deal_money as m')
    .select(['m.id', 'm.deal_id', 'm.direction', 'm.amount', 'm.money_type', 'm.payer', entryStatusOf('m').as('status')])
    .where('m.id', '=', moneyId).executeTakeFirst();
  if (!row || row.deal_id !== dealId) refuse(lang, 'entryOther', { id: moneyId });
  if (row.direction !== direction) refuse(lang, direction === 'receivable' ? 'payableNotReceived' : 'receivableNotPaid', { id: moneyId });
  const status = row.status as MoneyEntryStatus;
  const notEffective = direction === 'receivable' ? 'receivableNotEffective' : 'payableNotEffective';
  if (status !== 'effective') refuse(lang, notEffective, { id: moneyId, status: MONEY_ENTRY_STATUS_LABELS[status][lang] });
  return row;
}

export const receivableFor = (db: Db, lang: Lang, dealId: number, moneyId: number) => entryFor(db, lang, dealId, moneyId, 'receivable');

// The entry a payment of `kind` names: a receivable for a receipt or refund, a payable for a payment.
export const entryOfKind = (db: Db, lang: Lang, dealId: number, moneyId: number, kind: DealPayKind) =>
  entryFor(db, lang, dealId, moneyId, kind === 'payment' ? 'payable' : 'receivable');
