import { sql } from 'kysely';
import type {
  DataScope, DealMoneyItem, Lang, DealPayItem, DealPayKind, MoneyDirection, MoneyEntryStatus, MoneyPayer, MoneyType, PayMethod,
} from '@brokerage/contract';
import type { Caller, Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { dealInScope } from '../deal/deal-read.js';
import { resultText } from '../approval/read.service.js';
import { entryResultOf, entryStatusOf } from './ledger.js';

// Reading the ledgers: a receivable, a payable or a payment as the API shows it, one by id within the caller's scope
// (the scope of its deal), and a deal's whole ledgers.

function moneyRows(db: Db) {
  return db.selectFrom('deal_money as m').innerJoin('deal as d', 'd.id', 'm.deal_id').innerJoin('staff as cb', 'cb.id', 'm.created_by')
    .select([
      'm.id', 'm.deal_id', 'm.direction', 'm.money_type', 'm.payer', 'm.amount', 'm.due_at', 'm.remark', entryStatusOf('m').as('status'), 'm.approval_id',
      entryResultOf('m', 'result').as('result'), entryResultOf('m', 'result_i18n').as('result_i18n'), 'm.created_by', 'cb.name as created_by_name', 'm.version', 'm.created_at', 'm.updated_at',
    ]);
}
type MoneyRow = Awaited<ReturnType<ReturnType<typeof moneyRows>['executeTakeFirstOrThrow']>>;

function payRows(db: Db) {
  return db.selectFrom('deal_pay as p').innerJoin('deal as d', 'd.id', 'p.deal_id').innerJoin('staff as cb', 'cb.id', 'p.created_by')
    .select([
      'p.id', 'p.deal_id', 'p.deal_money_id', 'p.kind', 'p.money_type', 'p.payer', 'p.method', 'p.amount', 'p.paid_at', 'p.remark', 'p.reference',
      entryStatusOf('p').as('status'), 'p.approval_id', entryResultOf('p', 'result').as('result'),
      entryResultOf('p', 'result_i18n').as('result_i18n'), 'p.created_by', 'cb.name as created_by_name', 'p.version',
      'p.created_at', 'p.updated_at',
    ]);
}
type PayRow = Awaited<ReturnType<ReturnType<typeof payRows>['executeTakeFirstOrThrow']>>;

// Effective receipts net of effective refunds on each of the receivables, and effective payments on each of the
// payables, in fen.
async function receivedOn(db: Db, moneyIds: number[]): Promise<Map<number, number>> {
  if (!moneyIds.length) return new Map();
  const rows = await db.selectFrom('deal_pay').select((eb) => [
    'deal_money_id', eb.fn.sum<number>(sql`case when kind = 'refund' then -amount else amount end`).as('net'),
  ]).where('deal_money_id', 'in', moneyIds).where('status', '=', 'effective').groupBy('deal_money_id').execute();
  return new Map(rows.map((r) => [r.deal_money_id as number, Number(r.net)]));
}

const common = (row: MoneyRow | PayRow, lang: Lang) => {
  const status = row.status as MoneyEntryStatus;
  return {
    id: row.id, deal_id: row.deal_id, money_type: row.money_type as MoneyType, payer: row.payer as MoneyPayer, amount: fenToYuan(row.amount),
    remark: row.remark, status, approval_id: status === 'pending' ? row.approval_id : null, reason: status === 'rejected' ? resultText({ result: row.result ?? '', result_i18n: row.result_i18n ?? '' }, lang) : '',
    created_by: row.created_by, created_by_name: row.created_by_name, version: row.version, created_at: row.created_at, updated_at: row.updated_at,
  };
};

function moneyItem(row: MoneyRow, moved: Map<number, number>, lang: Lang): DealMoneyItem {
  const effective = row.status === 'effective';
  const direction = row.direction as MoneyDirection;
  const got = effective ? moved.get(row.id) ?? 0 : 0;
  return {
    ...common(row, lang), direction, due_at: row.due_at, received: direction === 'receivable' ? fenToYuan(got) : 0,
    paid: direction === 'payable' ? fenToYuan(got) : 0, balance: effective ? fenToYuan(row.amount - got) : 0,
  };
}

function payItem(row: PayRow, lang: Lang): DealPayItem {
  return {
    ...common(row, lang), deal_money_id: row.deal_money_id, kind: row.kind as DealPayKind, method: row.method as PayMethod, paid_at: row.paid_at,
    reference: row.reference,
  };
}

export async function moneyOf(ctx: Ctx, id: number, scope: DataScope = ctx.scope): Promise<DealMoneyItem> {
  const row = await moneyRows(ctx.db).where('m.id', '=', id).where(dealInScope(ctx.caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return moneyItem(row, await receivedOn(ctx.db, [row.id]), ctx.lang);
}

export async function payOf(ctx: Ctx, id: number, scope: DataScope = ctx.scope): Promise<DealPayItem> {
  const row = await payRows(ctx.db).where('p.id', '=', id).where(dealInScope(ctx.caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return payItem(row, ctx.lang);
}

// The deal's ledgers in the order entered (the caller checked the deal is in scope).
export async function ledgersOf(db: Db, dealId: number, lang: Lang): Promise<{ money: DealMoneyItem[]; pays: DealPayItem[] }> {
  const [money, pays] = await Promise.all([
    moneyRows(db).where('m.deal_id', '=', dealId).orderBy('m.id').execute(),
    payRows(db).where('p.deal_id', '=', dealId).orderBy('p.id').execute(),
  ]);
  const received = await receivedOn(db, money.map((m) => m.id));
  return { money: money.map((m) => moneyItem(m, received, lang)), pays: pays.map((p) => payItem(p, lang)) };
}

// The stored fields of an entry for a change, within `scope` (404001 otherwise).
export async function moneyForChange(db: Db, caller: Caller, scope: DataScope, id: number) {
  const row = await db.selectFrom('deal_money as m').innerJoin('deal as d', 'd.id', 'm.deal_id')
    .select(['m.id', 'm.deal_id', 'm.direction', entryStatusOf('m').as('status'), 'm.approval_id', 'm.version'])
    .where('m.id', '=', id).where(dealInScope(caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, status: row.status as MoneyEntryStatus, direction: row.direction as MoneyDirection };
}

export async function payForChange(db: Db, caller: Caller, scope: DataScope, id: number) {
  const row = await db.selectFrom('deal_pay as p').innerJoin('deal as d', 'd.id', 'p.deal_id')
    .select(['p.id', 'p.deal_id', 'p.kind', entryStatusOf('p').as('status'), 'p.approval_id', 'p.version'])
    .where('p.id', '=', id).where(dealInScope(caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, status: row.status as MoneyEntryStatus, kind: row.kind as DealPayKind };
}
