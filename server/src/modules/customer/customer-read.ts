import { sql, type RawBuilder } from 'kysely';
import {
  CUSTOMER_OPEN_STATUSES, customerHandStatuses, type CustomerChannel, type CustomerDetail, type CustomerItem, type CustomerKind,
  type CustomerLevel, type CustomerPool, type CustomerStatus, type DataScope, type Payment, type Sex, type SourceChannel, type Urgency,
} from '@brokerage/contract';
import type { Caller, Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, scopeFor } from '../../core/access.js';
import { readCustomerPolicy } from './customer-policy.js';
import { wantsOf } from './customer-wants.js';

// Reading customers: who may see and change one, and the one shaping of a customer for the API.

const DAY = 86_400;

// Who may see a customer: its agent within the caller's scope, or anyone when it is in the public pool.
export function readableCustomer(caller: Caller, scope: DataScope, alias = 'c'): RawBuilder<boolean> {
  if (scope === 'company') return sql<boolean>`1 = 1`;
  return sql<boolean>`(${scopeCondition(caller, scope, `${alias}.agent_id`)} or ${sql.ref(`${alias}.pool`)} = 'public')`;
}

// Who may change a customer: its agent within the scope of the change's permission.
export function changeableCustomer(caller: Caller, scope: DataScope, alias = 'c'): RawBuilder<boolean> {
  return scopeCondition(caller, scope, `${alias}.agent_id`);
}

// The caller's scope for seeing customers, for calls whose own permission is another one.
export async function customerReadScope(ctx: Ctx): Promise<DataScope> {
  const scope = await scopeFor(ctx, 'customer:list');
  if (!scope) throw new AppError('NOT_FOUND');
  return scope;
}

// A customer the caller may see (customer:list scope), or 404001.
export async function assertCustomerReadable(ctx: Ctx, id: number): Promise<void> {
  const scope = await customerReadScope(ctx);
  const row = await ctx.db.selectFrom('customer as c').select('c.id').where('c.id', '=', id).where(readableCustomer(ctx.caller, scope))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

const ITEM_COLUMNS = [
  'c.id', 'c.kind', 'c.name', 'c.sex', 'c.source', 'c.channel', 'c.level', 'c.status', 'c.status_reason', 'c.pool', 'c.urgency',
  'c.want_rooms', 'c.want_uses', 'c.want_decorations', 'c.price_min', 'c.price_max', 'c.area_min', 'c.area_max', 'c.agent_id',
  'ag.name as agent_name', 'c.store_id', 'so.name as store_name', 'c.last_followup_at', 'c.last_look_at', 'c.looks_30d', 'c.look_count',
  'c.active_at', 'c.held_at', 'c.version', 'c.created_at', 'c.updated_at',
] as const;

function joined(db: Db) {
  return db.selectFrom('customer as c').innerJoin('staff as ag', 'ag.id', 'c.agent_id').leftJoin('store as so', 'so.id', 'c.store_id');
}

type Named = { id: number; name: string };

// The customers of these ids shaped for the API, in the order of the ids: their rows, masked phones and wanted places
// in four statements whatever their number.
export async function customerItems(db: Db, ids: number[]): Promise<CustomerItem[]> {
  if (!ids.length) return [];
  const [rows, phones, regions, areas, policy] = await Promise.all([
    joined(db).select(ITEM_COLUMNS).where('c.id', 'in', ids).execute(),
    db.selectFrom('customer_phone').select(['customer_id', 'sort', 'phone_masked']).where('customer_id', 'in', ids).orderBy('sort').execute(),
    db.selectFrom('customer_want_region as w').innerJoin('region as r', 'r.id', 'w.region_id')
      .select(['w.customer_id', 'r.id', 'r.name']).where('w.customer_id', 'in', ids).orderBy('r.id').execute(),
    db.selectFrom('customer_want_area as w').innerJoin('area as a', 'a.id', 'w.area_id')
      .select(['w.customer_id', 'a.id', 'a.name']).where('w.customer_id', 'in', ids).orderBy('a.id').execute(),
    readCustomerPolicy(db),
  ]);
  const group = <T extends { customer_id: number }, V>(list: T[], map: (row: T) => V) => {
    const by = new Map<number, V[]>();
    for (const row of list) by.set(row.customer_id, [...(by.get(row.customer_id) ?? []), map(row)]);
    return by;
  };
  const phonesBy = group(phones, (p) => ({ index: p.sort, masked: p.phone_masked }));
  const regionsBy = group(regions, (r): Named => ({ id: r.id, name: r.name }));
  const areasBy = group(areas, (a): Named => ({ id: a.id, name: a.name }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const status = row.status as CustomerStatus;
    const open = row.pool === 'private' && CUSTOMER_OPEN_STATUSES.includes(status);
    const wants = wantsOf(row);
    return [{
      id: row.id, kind: row.kind as CustomerKind, name: row.name, sex: row.sex as Sex, phones: phonesBy.get(id) ?? [],
      source: row.source as SourceChannel, channel: row.channel as CustomerChannel | null, level: row.level as CustomerLevel, status,
      status_reason: row.status_reason, pool: row.pool as CustomerPool, urgency: row.urgency as Urgency,
      regions: regionsBy.get(id) ?? [], areas: areasBy.get(id) ?? [], rooms: wants.rooms,
      price_min: wants.price_min, price_max: wants.price_max, area_min: wants.area_min, area_max: wants.area_max,
      agent_id: row.agent_id, agent_name: row.agent_name, store_id: row.store_id, store_name: row.store_name ?? '',
      last_followup_at: row.last_followup_at, last_look_at: row.last_look_at, looks_30d: row.looks_30d, look_count: row.look_count,
      release_at: open ? releaseAt(row, policy) : null,
      version: row.version, created_at: row.created_at, updated_at: row.updated_at,
    }];
  });
}

// When the release job takes a private open customer: its countdown's end, or the end of a hold's protection when
// later (customer.jobs.ts); a hold of 0 days protects from nothing.
function releaseAt(row: { active_at: number; held_at: number | null }, policy: { releaseDays: number; holdProtectDays: number }): number {
  const countdownEnd = row.active_at + policy.releaseDays * DAY;
  return row.held_at === null || policy.holdProtectDays === 0 ? countdownEnd : Math.max(countdownEnd, row.held_at + policy.holdProtectDays * DAY);
}

// The request to set the customer 无效 waiting for approval, if any (customer-invalid.approval.ts).
async function pendingInvalid(db: Db, customerId: number): Promise<CustomerDetail['pending_invalid']> {
  const row = await db.selectFrom('approval').select(['id', 'payload', 'created_at'])
    .where('record_kind', '=', 'customer').where('record_id', '=', customerId).where('item_type', '=', 'customer_invalid')
    .where('status', '=', 'pending').executeTakeFirst();
  if (!row) return null;
  const payload = JSON.parse(row.payload) as { reason?: string };
  return { approval_id: row.id, reason: payload.reason ?? '', created_at: row.created_at };
}

// One customer the caller may see, in full (`scope`: of customer:list unless given).
export async function customerDetail(ctx: Ctx, id: number, scope?: DataScope): Promise<CustomerDetail> {
  const reach = scope ?? await customerReadScope(ctx);
  const row = await ctx.db.selectFrom('customer as c').innerJoin('staff as rec', 'rec.id', 'c.recorder_id')
    .select(['c.id', 'c.floor_min', 'c.floor_max', 'c.school_district', 'c.payment', 'c.remark', 'c.recorder_id', 'rec.name as recorder_name'])
    .where('c.id', '=', id).where(readableCustomer(ctx.caller, reach)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const [[item], wantRow, pending] = await Promise.all([
    customerItems(ctx.db, [id]),
    ctx.db.selectFrom('customer').select(['want_rooms', 'want_uses', 'want_decorations', 'price_min', 'price_max', 'area_min', 'area_max'])
      .where('id', '=', id).executeTakeFirstOrThrow(),
    pendingInvalid(ctx.db, id),
  ]);
  if (!item) throw new AppError('NOT_FOUND');
  const wants = wantsOf(wantRow);
  return {
    ...item,
    floor_min: row.floor_min, floor_max: row.floor_max, uses: wants.uses, decorations: wants.decorations,
    school_district: row.school_district ? 1 : 0, payment: row.payment as Payment | null, remark: row.remark,
    recorder_id: row.recorder_id, recorder_name: row.recorder_name,
    next_statuses: customerHandStatuses(item.status),
    pending_invalid: pending,
  };
}

// The fields a change needs, of a customer within `scope` for changes; 404001 otherwise.
export async function customerForChange(db: Db, caller: Caller, scope: DataScope, id: number) {
  const row = await db.selectFrom('customer as c')
    .select(['c.id', 'c.kind', 'c.name', 'c.status', 'c.pool', 'c.agent_id', 'c.version'])
    .where('c.id', '=', id).where(changeableCustomer(caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, kind: row.kind as CustomerKind, status: row.status as CustomerStatus, pool: row.pool as CustomerPool };
}
export type CustomerForChange = Awaited<ReturnType<typeof customerForChange>>;
