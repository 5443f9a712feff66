import { sql } from 'kysely';
import {
  MONEY_ENTRY_STATUS_LABELS, MONEY_TYPE_LABELS, dealMoneyRuleText, type DataOf, type DealPayKind, type MoneyDirection, type MoneyEntryStatus, type MoneyPayer,
  type MoneyType, type ParsedInputOf, dealMoneyAdd, dealMoneyDelete, dealMoneyUpdate, dealPayAdd, dealPayDelete, dealPayUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { companyDate } from '../../core/clock.js';
import { yuanToFen } from '../../core/money.js';
import { endWithdrawn, lockApproval, writeChain } from '../approval/engine.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { dealSubject } from '../deal/deal-effect.js';
import { dealForChange, type DealForChange } from '../deal/deal-read.js';
import { assertDealTakesMoney, assertDealTakesPay, entryOfKind, lockDealLedger, refuse, yuanText } from './ledger.js';
import { assertMoneyUnheld } from './money-holders.js';
import { assertPayHolds, makeMoneyEffective, makePayEffective, payItemOf, receivableEntryItem } from './money-effect.js';
import { moneyForChange, moneyOf, payForChange, payOf } from './money-read.js';

// Entering, changing and deleting a deal's receivables and payables (dealmoney) and receipts, refunds and payments
// (dealpay). An entry waits for its finance approval or, with no flow covering the caller's store, counts at once; only
// one not approved is changed (and submitted again) and only one not effective is deleted: an effective entry is a
// record of money.

type Entry = { id: number; status: MoneyEntryStatus; approval_id: number | null; version: number };

function assertChangeable(ctx: Ctx, entry: Entry, version: number, allowPending: boolean): void {
  if (entry.version !== version) throw new AppError('STALE');
  if (entry.status === 'pending' && !allowPending) throw new AppError('APPROVAL_OPEN', {}, { approval_id: entry.approval_id });
  if (entry.status === 'effective') {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: dealMoneyRuleText('entryIs', ctx.lang, { status: MONEY_ENTRY_STATUS_LABELS.effective[ctx.lang] }) });
  }
}

// Withdraws the open approval of an entry being deleted, in the caller's transaction.
async function withdraw(ctx: Ctx, trx: Db, approvalId: number | null): Promise<void> {
  const approval = approvalId === null ? undefined : await lockApproval(trx, approvalId);
  if (approval?.status !== 'pending') return;
  await writeChain(trx, approval.id, 'withdraw', { staffId: ctx.caller.staffId }, ctx.now);
  await endWithdrawn(trx, approval, ctx.now);
}

const subjectOf = (deal: DealForChange, type: MoneyType, fen: number) => `${dealSubject(deal.kind, deal.contract_no)} · ${MONEY_TYPE_LABELS[type].zh} ¥${yuanText(fen)}`;

// ---- receivables and payables
type MoneyChange = { direction: MoneyDirection; money_type: MoneyType; payer: MoneyPayer; amount: number };

async function submitMoney(ctx: Ctx, trx: Db, deal: DealForChange, id: number, version: number, m: MoneyChange) {
  const pending = await submitApproval(trx, ctx, receivableEntryItem, {
    recordId: id, recordVersion: version, subject: subjectOf(deal, m.money_type, m.direction === 'payable' ? -m.amount : m.amount),
    payload: { deal_id: deal.id, direction: m.direction, money_type: m.money_type, payer: m.payer, amount: m.amount, maintainer_id: deal.agent_id },
  });
  if (pending === null) await makeMoneyEffective(trx, id, version, ctx.now);
  else await trx.updateTable('deal_money').set({ approval_id: pending }).where('id', '=', id).execute();
}

export async function addMoney(ctx: Ctx, input: ParsedInputOf<typeof dealMoneyAdd>): Promise<DataOf<typeof dealMoneyAdd>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.deal_id);
  assertDealTakesMoney(ctx.lang, deal.status);
  const amount = yuanToFen(input.amount);
  const id = await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const { id: moneyId } = await trx.insertInto('deal_money').values({
      deal_id: deal.id, direction: input.direction, money_type: input.money_type, payer: input.payer, amount, due_at: input.due_at, remark: input.remark, status: 'pending',
      approval_id: null, created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await submitMoney(ctx, trx, deal, moneyId, 1, { ...input, amount });
    return moneyId;
  }));
  return moneyOf(ctx, id, 'company');
}

export async function updateMoney(ctx: Ctx, input: ParsedInputOf<typeof dealMoneyUpdate>): Promise<DataOf<typeof dealMoneyUpdate>> {
  const entry = await moneyForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertChangeable(ctx, entry, input.version, false);
  const deal = await dealForChange(ctx.db, ctx.caller, 'company', entry.deal_id);
  assertDealTakesMoney(ctx.lang, deal.status);
  const amount = yuanToFen(input.amount);
  const direction = input.direction ?? entry.direction;
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('deal_money').set({
      direction, money_type: input.money_type, payer: input.payer, amount, due_at: input.due_at, remark: input.remark, status: 'pending', approval_id: null,
      version: sql<number>`version + 1`, updated_at: ctx.now,
    }).where('id', '=', entry.id).where('version', '=', input.version).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
    await submitMoney(ctx, trx, deal, entry.id, input.version + 1, { ...input, direction, amount });
  }));
  return moneyOf(ctx, entry.id, 'company');
}

export async function deleteMoney(ctx: Ctx, input: ParsedInputOf<typeof dealMoneyDelete>): Promise<DataOf<typeof dealMoneyDelete>> {
  const entry = await moneyForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertChangeable(ctx, entry, input.version, true);
  await ctx.db.transaction().execute(async (trx) => {
    await assertMoneyUnheld(trx, ctx.lang, entry.id);
    await withdraw(ctx, trx, entry.approval_id);
    const result = await trx.deleteFrom('deal_money').where('id', '=', entry.id).where('version', '=', input.version).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new AppError('STALE');
  });
  return { id: entry.id };
}

// ---- receipts, refunds and payments
type PayInput = ParsedInputOf<typeof dealPayAdd> | ParsedInputOf<typeof dealPayUpdate>;

// The payment as stored: money type and party from the entry it names, a receivable for a receipt or refund and a
// payable for a payment, which always names one (another type named, or an entry of the other direction: refused).
async function resolvePay(ctx: Ctx, deal: DealForChange, input: PayInput) {
  // Money received or paid out has been: a later date would count it (实收业绩 too) in a month to come.
  if (companyDate(input.paid_at) > companyDate(ctx.now)) {
    const message = dealMoneyRuleText('paidAhead', ctx.lang);
    throw fieldRefusal('paid_at', message);
  }
  let moneyType = input.money_type;
  let payer: MoneyPayer = input.payer ?? 'customer';
  const kind = input.kind as DealPayKind;
  if (kind === 'payment' && input.deal_money_id === null) refuse(ctx.lang, 'paymentNamesPayable');
  if (input.deal_money_id !== null) {
    const entry = await entryOfKind(ctx.db, ctx.lang, deal.id, input.deal_money_id, kind);
    const own = entry.money_type as MoneyType;
    const mismatch = kind === 'payment' ? 'payableTypeMismatch' : 'typeMismatch';
    if (moneyType !== undefined && moneyType !== own) refuse(ctx.lang, mismatch, { id: entry.id, type: MONEY_TYPE_LABELS[own][ctx.lang] });
    moneyType = own;
    payer = input.payer ?? (entry.payer as MoneyPayer);
  }
  if (moneyType === undefined) throw new AppError('VALIDATION', { detail: 'money_type' });
  return {
    deal_id: deal.id, deal_money_id: input.deal_money_id, kind, money_type: moneyType, payer, method: input.method,
    amount: yuanToFen(input.amount), maintainer_id: deal.agent_id,
  };
}

async function submitPay(ctx: Ctx, trx: Db, deal: DealForChange, id: number, version: number, p: Awaited<ReturnType<typeof resolvePay>>) {
  // Checked again inside the transaction with the deal held, so two payments at once cannot both use the same balance.
  await lockDealLedger(trx, deal.id);
  await assertPayHolds(trx, ctx.lang, p, id);
  const pending = await submitApproval(trx, ctx, payItemOf(p.kind), {
    recordId: id, recordVersion: version, subject: subjectOf(deal, p.money_type, p.kind === 'receipt' ? p.amount : -p.amount), payload: p,
  });
  if (pending === null) await makePayEffective(trx, id, version, ctx.now);
  else await trx.updateTable('deal_pay').set({ approval_id: pending }).where('id', '=', id).execute();
}

export async function addPay(ctx: Ctx, input: ParsedInputOf<typeof dealPayAdd>): Promise<DataOf<typeof dealPayAdd>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.deal_id);
  assertDealTakesPay(ctx.lang, deal.status, input.kind);
  const p = await resolvePay(ctx, deal, input);
  const id = await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const { id: payId } = await trx.insertInto('deal_pay').values({
      deal_id: deal.id, deal_money_id: p.deal_money_id, kind: p.kind, money_type: p.money_type, payer: p.payer, method: p.method, amount: p.amount,
      paid_at: input.paid_at, remark: input.remark, reference: '', status: 'pending', approval_id: null, created_by: ctx.caller.staffId,
      created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await submitPay(ctx, trx, deal, payId, 1, p);
    return payId;
  }));
  return payOf(ctx, id, 'company');
}

export async function updatePay(ctx: Ctx, input: ParsedInputOf<typeof dealPayUpdate>): Promise<DataOf<typeof dealPayUpdate>> {
  const entry = await payForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertChangeable(ctx, entry, input.version, false);
  const deal = await dealForChange(ctx.db, ctx.caller, 'company', entry.deal_id);
  assertDealTakesPay(ctx.lang, deal.status, input.kind);
  const p = await resolvePay(ctx, deal, input);
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('deal_pay').set({
      deal_money_id: p.deal_money_id, kind: p.kind, money_type: p.money_type, payer: p.payer, method: p.method, amount: p.amount,
      paid_at: input.paid_at, remark: input.remark, status: 'pending', approval_id: null, version: sql<number>`version + 1`, updated_at: ctx.now,
    }).where('id', '=', entry.id).where('version', '=', input.version).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
    await submitPay(ctx, trx, deal, entry.id, input.version + 1, p);
  }));
  return payOf(ctx, entry.id, 'company');
}

export async function deletePay(ctx: Ctx, input: ParsedInputOf<typeof dealPayDelete>): Promise<DataOf<typeof dealPayDelete>> {
  const entry = await payForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertChangeable(ctx, entry, input.version, true);
  await ctx.db.transaction().execute(async (trx) => {
    await withdraw(ctx, trx, entry.approval_id);
    const result = await trx.deleteFrom('deal_pay').where('id', '=', entry.id).where('version', '=', input.version).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new AppError('STALE');
  });
  return { id: entry.id };
}
