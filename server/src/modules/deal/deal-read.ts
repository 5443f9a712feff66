import type { RawBuilder } from 'kysely';
import {
  DEAL_PRICE_UNITS, HOUSE_HIDDEN_TEXT, type DataScope, type DealDetail, type DealItem, type DealKind, type DealStatus, type Lang, type SplitRole, type Text,
} from '@brokerage/contract';
import type { Caller, Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { fenToYuan } from '../../core/money.js';
import { hideHouseDoors } from '../../core/house-confidential.js';

// Reading deals: who may see one, and the one shaping of a deal for the API.

const SLICE = 500;

// Who may see or change a deal: its agent within the caller's scope (as customers).
export function dealInScope(caller: Caller, scope: DataScope, alias = 'd'): RawBuilder<boolean> {
  return scopeCondition(caller, scope, `${alias}.agent_id`);
}

function joined(db: Db) {
  return db.selectFrom('deal as d')
    .innerJoin('house as h', 'h.id', 'd.house_id').innerJoin('region as r', 'r.id', 'h.region_id')
    .innerJoin('building as b', 'b.id', 'h.building_id').innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as dr', 'dr.id', 'h.door_id')
    .innerJoin('customer as c', 'c.id', 'd.customer_id')
    .innerJoin('staff as ag', 'ag.id', 'd.agent_id').innerJoin('staff as rec', 'rec.id', 'd.recorder_id')
    .leftJoin('store as so', 'so.id', 'd.store_id');
}

export function dealRows(db: Db) {
  return joined(db).select([
    'd.id', 'd.kind', 'd.contract_no', 'd.status', 'd.house_id', 'h.level as house_level', 'r.name as region_name', 'b.name as building_name',
    'u.name as unit_name', 'dr.name as door_name', 'd.customer_id', 'c.name as customer_name', 'd.buyer_name', 'd.buyer_phone_masked',
    'd.seller_name', 'd.seller_phone_masked', 'd.price', 'd.signed_at', 'd.buyer_commission', 'd.seller_commission', 'd.agent_id',
    'ag.name as agent_name', 'd.store_id', 'so.name as store_name', 'd.recorder_id', 'rec.name as recorder_name', 'd.version',
    'd.created_at', 'd.updated_at', 'd.remark', 'd.approval_id', 'd.reason', 'd.reason_i18n',
  ]);
}
type DealRow = Awaited<ReturnType<ReturnType<typeof dealRows>['executeTakeFirstOrThrow']>>;

// A page of deals with the door of a 加密 house hidden where the caller may not see it (the house title keeps the rest);
// the people on a deal's shares sign its contract at that address, so they see it on that deal (and no more of the house).
export async function hideDealDoors(ctx: Ctx, rows: DealRow[]): Promise<DealRow[]> {
  const confidential = rows.filter((row) => row.house_level === 'confidential').map((row) => row.id);
  const mine = new Set<number>();
  // An export's deals are many: asked a slice at a time, within the databases' limits on parameters.
  for (let from = 0; from < confidential.length; from += SLICE) {
    const shared = await ctx.db.selectFrom('deal_split').select('deal_id').where('deal_id', 'in', confidential.slice(from, from + SLICE))
      .where('staff_id', '=', ctx.caller.staffId).execute();
    for (const row of shared) mine.add(row.deal_id);
  }
  return hideHouseDoors(ctx, rows, (row) => (mine.has(row.id) ? null : { id: row.house_id, level: row.house_level }),
    (row) => { row.door_name = HOUSE_HIDDEN_TEXT; });
}

export function itemOf(row: DealRow): DealItem {
  const kind = row.kind as DealKind;
  return {
    id: row.id, kind, contract_no: row.contract_no, status: row.status as DealStatus, house_id: row.house_id,
    house_name: [row.region_name, row.building_name, row.unit_name, row.door_name].filter(Boolean).join(' '),
    customer_id: row.customer_id, customer_name: row.customer_name, buyer_name: row.buyer_name, buyer_phone: row.buyer_phone_masked,
    seller_name: row.seller_name, seller_phone: row.seller_phone_masked, price: fenToYuan(row.price), price_unit: DEAL_PRICE_UNITS[kind],
    signed_at: row.signed_at, buyer_commission: fenToYuan(row.buyer_commission), seller_commission: fenToYuan(row.seller_commission),
    commission: fenToYuan(row.buyer_commission + row.seller_commission), agent_id: row.agent_id, agent_name: row.agent_name,
    store_id: row.store_id, store_name: row.store_name ?? '', recorder_id: row.recorder_id, recorder_name: row.recorder_name,
    version: row.version, created_at: row.created_at, updated_at: row.updated_at,
  };
}

// The reason in the reader's language when the engine worded it in every language, else as the person wrote it.
function reasonIn(row: { reason: string; reason_i18n: string }, lang: Lang): string {
  if (!row.reason_i18n) return row.reason;
  return (JSON.parse(row.reason_i18n) as Text)[lang] ?? row.reason;
}

// One deal the caller may see (`scope`: of the call's permission), in full; 404001 otherwise.
export async function dealDetail(ctx: Ctx, id: number, scope: DataScope = ctx.scope): Promise<DealDetail> {
  const row = await dealRows(ctx.db).where('d.id', '=', id).where(dealInScope(ctx.caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  await hideDealDoors(ctx, [row]);
  const [split, performance, open] = await Promise.all([
    ctx.db.selectFrom('deal_split as s').innerJoin('staff as st', 'st.id', 's.staff_id')
      .select(['s.role', 's.staff_id', 'st.name as staff_name', 's.share', 's.amount']).where('s.deal_id', '=', id).orderBy('s.sort').execute(),
    ctx.db.selectFrom('deal_performance as p').innerJoin('staff as st', 'st.id', 'p.staff_id')
      .select(['p.staff_id', 'st.name as staff_name', 'p.store_id', 'p.month', 'p.receivable', 'p.received'])
      .where('p.deal_id', '=', id).orderBy('p.month').orderBy('p.staff_id').execute(),
    row.approval_id === null ? undefined
      : ctx.db.selectFrom('approval').select('id').where('id', '=', row.approval_id).where('status', '=', 'pending').executeTakeFirst(),
  ]);
  return {
    ...itemOf(row),
    remark: row.remark,
    split: split.map((s) => ({ role: s.role as SplitRole, staff_id: s.staff_id, staff_name: s.staff_name, share: s.share, amount: fenToYuan(s.amount) })),
    performance: performance.map((p) => ({ ...p, receivable: fenToYuan(p.receivable), received: fenToYuan(p.received) })),
    approval_id: open ? open.id : null,
    reason: reasonIn(row, ctx.lang),
  };
}

// The fields a change needs of a deal within `scope`; 404001 otherwise.
export async function dealForChange(db: Db, caller: Caller, scope: DataScope, id: number) {
  const row = await db.selectFrom('deal as d')
    .select(['d.id', 'd.kind', 'd.contract_no', 'd.status', 'd.house_id', 'd.customer_id', 'd.agent_id', 'd.approval_id',
      'd.buyer_commission', 'd.seller_commission', 'd.signed_at', 'd.prev_house_status', 'd.prev_house_until', 'd.prev_customer_status',
      'd.version'])
    .where('d.id', '=', id).where(dealInScope(caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, kind: row.kind as DealKind, status: row.status as DealStatus };
}
export type DealForChange = Awaited<ReturnType<typeof dealForChange>>;
