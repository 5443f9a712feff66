import { sql } from 'kysely';
import { z } from 'zod';
import {
  APPROVAL_CHANGE_LABELS, DEAL_CONTRACT_NO_LABEL, DEAL_STATUS_LABELS, DEAL_STEP_LABELS, LANGS, MONEY_TYPES, dealMoneyRuleText,
  type DataOf, type DealMoneyRule, type DealStatus, type DealStepCode, type Lang, type MoneyType, type ParsedInputOf, type Text,
  dealClose, dealMoneyPayList, dealMoneyPaySub, dealSettle,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { defineApprovalItem } from '../approval/registry.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { dealSubject } from '../deal/deal-effect.js';
import { dealDetail, dealForChange, dealInScope } from '../deal/deal-read.js';
import { assertVersion, updateAtVersion } from '../deal/deal-review.js';
import { entryStatusOf, yuanText } from './ledger.js';
import { ledgersOf } from './money-read.js';

// A deal's money as a whole: its ledgers and their summary per money type (receivable and payable sides), and the two
// ends money leads to — the commission settled (已结佣, through the finance item commission_settle) and the deal closed
// (结案).

// inReview counts the receivable side's entries in review (receivables, receipts, refunds): what settlement waits for.
type Totals = { receivable: number; received: number; payable: number; paid: number; inReview: number };

// Per money type, in fen: effective receivables, effective receipts net of refunds (with or without a receivable),
// effective payables, effective payments, and the entries in review; with every entry in review counted, and what is
// still open on the effective receivables and on the effective payables, entry by entry.
async function moneyTotals(db: Db, dealId: number): Promise<{ byType: Map<MoneyType, Totals>; inReview: number; openBalance: number; openPayable: number }> {
  const [money, pays, balances] = await Promise.all([
    db.selectFrom('deal_money as m').select((eb) => ['m.direction', 'm.money_type', entryStatusOf('m').as('status'), eb.fn.sum<number>('m.amount').as('total'),
      eb.fn.countAll<number>().as('n')])
      .where('m.deal_id', '=', dealId).groupBy(['m.direction', 'm.money_type', entryStatusOf('m')]).execute(),
    db.selectFrom('deal_pay as p').select((eb) => ['p.money_type', entryStatusOf('p').as('status'),
      eb.fn.sum<number>(sql`case p.kind when 'receipt' then p.amount when 'refund' then -p.amount else 0 end`).as('received'),
      eb.fn.sum<number>(sql`case when p.kind = 'payment' then p.amount else 0 end`).as('paid'), eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(sql`case when p.kind = 'payment' then 1 else 0 end`).as('payments')])
      .where('p.deal_id', '=', dealId).groupBy(['p.money_type', entryStatusOf('p')]).execute(),
    // Each effective entry's own balance (the unattached receipts pay none of them).
    db.selectFrom('deal_money as m').select((eb) => ['m.direction', eb.fn.sum<number>(sql`m.amount - coalesce((select sum(case when p.kind = 'refund'
      then -p.amount else p.amount end) from deal_pay p where p.deal_money_id = m.id and p.status = 'effective'), 0)`).as('open')])
      .where('m.deal_id', '=', dealId).where('m.status', '=', 'effective').groupBy('m.direction').execute(),
  ]);
  const byType = new Map<MoneyType, Totals>();
  const at = (type: string) => {
    const known = byType.get(type as MoneyType) ?? { receivable: 0, received: 0, payable: 0, paid: 0, inReview: 0 };
    byType.set(type as MoneyType, known);
    return known;
  };
  let inReview = 0;
  for (const row of money) {
    if (row.status === 'effective') at(row.money_type)[row.direction === 'payable' ? 'payable' : 'receivable'] += Number(row.total);
    if (row.status === 'pending') { at(row.money_type).inReview += row.direction === 'payable' ? 0 : Number(row.n); inReview += Number(row.n); }
  }
  for (const row of pays) {
    if (row.status === 'effective') { at(row.money_type).received += Number(row.received); at(row.money_type).paid += Number(row.paid); }
    if (row.status === 'pending') { at(row.money_type).inReview += Number(row.n) - Number(row.payments); inReview += Number(row.n); }
  }
  const open = (direction: string) => Number(balances.find((b) => b.direction === direction)?.open ?? 0);
  return { byType, inReview, openBalance: open('receivable'), openPayable: open('payable') };
}

async function dealInCallerScope(ctx: Ctx, dealId: number): Promise<void> {
  const row = await ctx.db.selectFrom('deal as d').select('d.id').where('d.id', '=', dealId).where(dealInScope(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

export async function moneyPayList(ctx: Ctx, input: ParsedInputOf<typeof dealMoneyPayList>): Promise<DataOf<typeof dealMoneyPayList>> {
  await dealInCallerScope(ctx, input.deal_id);
  return ledgersOf(ctx.db, input.deal_id, ctx.lang);
}

export async function moneyPaySub(ctx: Ctx, input: ParsedInputOf<typeof dealMoneyPaySub>): Promise<DataOf<typeof dealMoneyPaySub>> {
  await dealInCallerScope(ctx, input.deal_id);
  const { byType, inReview } = await moneyTotals(ctx.db, input.deal_id);
  const amounts = (v: Omit<Totals, 'inReview'>) => ({
    receivable: fenToYuan(v.receivable), received: fenToYuan(v.received), balance: fenToYuan(v.receivable - v.received),
    payable: fenToYuan(v.payable), paid: fenToYuan(v.paid), payable_balance: fenToYuan(v.payable - v.paid),
  });
  const list = MONEY_TYPES.filter((type) => byType.has(type)).map((type) => ({ money_type: type, ...amounts(byType.get(type) as Totals) }));
  const sum = (key: 'receivable' | 'received' | 'payable' | 'paid') => [...byType.values()].reduce((total, v) => total + v[key], 0);
  return {
    list,
    totals: amounts({ receivable: sum('receivable'), received: sum('received'), payable: sum('payable'), paid: sum('paid') }),
    in_review: inReview,
  };
}

// ---- settlement
type Blocker = { rule: DealMoneyRule; params: Record<string, string | number> } | null;

// What stops the commission from being settled: commission due or received still in review (commission paid out
// does not count), no effective commission receivable (on a deal with commission), or a commission balance still due.
export async function settleBlocker(db: Db, dealId: number): Promise<Blocker> {
  const deal = await db.selectFrom('deal').select(['buyer_commission', 'seller_commission']).where('id', '=', dealId).executeTakeFirstOrThrow();
  const { byType } = await moneyTotals(db, dealId);
  const commission = byType.get('commission');
  if (commission && commission.inReview > 0) return { rule: 'moneyInReview', params: { count: commission.inReview } };
  if (deal.buyer_commission + deal.seller_commission === 0) return null;
  if (!commission || commission.receivable === 0) return { rule: 'commissionNone', params: {} };
  const open = await db.selectFrom('deal_money as m').select((eb) => eb.fn.coalesce(eb.fn.sum<number>(sql`m.amount - coalesce((select sum(case when p.kind = 'refund'
    then -p.amount else p.amount end) from deal_pay p where p.deal_money_id = m.id and p.status = 'effective'), 0)`), sql<number>`0`).as('due'))
    .where('m.deal_id', '=', dealId).where('m.status', '=', 'effective').where('m.direction', '=', 'receivable').where('m.money_type', '=', 'commission')
    .executeTakeFirstOrThrow();
  const due = Math.max(Number(open.due), commission.receivable - commission.received);
  return due > 0 ? { rule: 'commissionDue', params: { balance: yuanText(due) } } : null;
}

function refuseWith(ctx: Ctx, blocker: NonNullable<Blocker>): never {
  throw new AppError('BAD_REQUEST', { detail: dealMoneyRuleText(blocker.rule, ctx.lang, blocker.params) });
}

function assertDealStatus(ctx: Ctx, status: DealStatus, wanted: DealStatus): void {
  if (status === wanted) return;
  throw new AppError('TRANSITION_NOT_ALLOWED', { detail: dealMoneyRuleText('dealIs', ctx.lang, { status: DEAL_STATUS_LABELS[status][ctx.lang] }) });
}

const SettlePayload = z.object({ contract_no: z.string(), maintainer_id: z.number().int() });

const inEveryLanguage = (words: (lang: Lang) => string): Text => Object.fromEntries(LANGS.map((lang) => [lang, words(lang)])) as Text;

export const commissionSettleItem = defineApprovalItem({
  code: 'commission_settle',
  payload: SettlePayload,
  currentVersion: async (db, id) => (await db.selectFrom('deal').select('version').where('id', '=', id).executeTakeFirst())?.version ?? null,
  recheck: async (db, e) => {
    const blocker = await settleBlocker(db, e.recordId);
    return blocker ? inEveryLanguage((lang) => dealMoneyRuleText(blocker.rule, lang, blocker.params)) : null;
  },
  apply: async (trx, e) => {
    await updateAtVersion(trx, e.recordId, e.recordVersion, { status: 'settled' }, e.now);
  },
  describe: (p, lang) => [
    { label: APPROVAL_CHANGE_LABELS.status[lang], before: DEAL_STATUS_LABELS.effective[lang], after: DEAL_STATUS_LABELS.settled[lang] },
    { label: DEAL_CONTRACT_NO_LABEL[lang], before: '', after: p.contract_no },
  ],
});

export async function settleDeal(ctx: Ctx, input: ParsedInputOf<typeof dealSettle>): Promise<DataOf<typeof dealSettle>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  assertDealStatus(ctx, deal.status, 'effective');
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const blocker = await settleBlocker(trx, deal.id);
    if (blocker) refuseWith(ctx, blocker);
    const pending = await submitApproval(trx, ctx, commissionSettleItem, {
      recordId: deal.id, recordVersion: deal.version, subject: dealSubject(deal.kind, deal.contract_no),
      payload: { contract_no: deal.contract_no, maintainer_id: deal.agent_id },
    });
    // Bookkeeping only (the deal's version stays the one the settlement was asked at): the deal shows it waiting.
    if (pending !== null) await trx.updateTable('deal').set({ approval_id: pending }).where('id', '=', deal.id).execute();
    else await updateAtVersion(trx, deal.id, deal.version, { status: 'settled' }, ctx.now);
  }));
  return dealDetail(ctx, deal.id, 'company');
}

// 结案: a settled deal whose steps are all done or skipped, with nothing due on its receivables, nothing left to pay on
// its payables and no money in review.
export async function closeDeal(ctx: Ctx, input: ParsedInputOf<typeof dealClose>): Promise<DataOf<typeof dealClose>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  assertDealStatus(ctx, deal.status, 'settled');
  await ctx.db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('deal_step').select('code').where('deal_id', '=', deal.id).where('status', '=', 'pending').orderBy('sort')
      .executeTakeFirst();
    if (open) refuseWith(ctx, { rule: 'stepsOpen', params: { name: DEAL_STEP_LABELS[open.code as DealStepCode][ctx.lang] } });
    const { inReview, openBalance, openPayable } = await moneyTotals(trx, deal.id);
    if (inReview > 0) refuseWith(ctx, { rule: 'moneyInReview', params: { count: inReview } });
    if (openBalance > 0) refuseWith(ctx, { rule: 'balanceOpen', params: { balance: yuanText(openBalance) } });
    if (openPayable > 0) refuseWith(ctx, { rule: 'payableOpen', params: { balance: yuanText(openPayable) } });
    await updateAtVersion(trx, deal.id, input.version, { status: 'closed' }, ctx.now);
  });
  return dealDetail(ctx, deal.id, 'company');
}
