import { sql, type Expression, type SqlBool } from 'kysely';
import {
  ENTRUST_STATE_LABELS, EntrustStatus, entrustRuleText, entrustState, type EntrustItem, type EntrustRule, type EntrustScan,
  type EntrustState, type EntrustType, type HouseKind,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { addDays, companyDate } from '../../core/clock.js';
import { fenToYuan } from '../../core/money.js';
import { hideDoors } from '../../core/house-confidential.js';

// Reading entrust books: one by id within a scope, pages of them, and the item the calls answer with.

export const BOOK_COLUMNS = [
  'b.id', 'b.house_id', 'b.kind', 'b.type', 'b.start_date', 'b.end_date', 'b.owner_name', 'b.price', 'b.commission', 'b.remark',
  'b.status', 'b.approval_id', 'b.reject_reason', 'b.agent_id', 'b.store_id', 'b.effective_at', 'b.version', 'b.created_at', 'b.updated_at',
] as const;

export type BookRow = {
  id: number; house_id: number; kind: string; type: string; start_date: string; end_date: string | null; owner_name: string; price: number;
  commission: string; remark: string; status: string; approval_id: number | null; reject_reason: string; agent_id: number; store_id: number | null;
  effective_at: number | null; version: number; created_at: number; updated_at: number;
};

export function refuse(ctx: Ctx, rule: EntrustRule, params: Record<string, string | number> = {}, key: 'BAD_REQUEST' | 'TRANSITION_NOT_ALLOWED' | 'CONFLICT' = 'BAD_REQUEST'): never {
  throw new AppError(key, { detail: entrustRuleText(rule, ctx.lang, params) });
}

export function today(ctx: { now: number }): string {
  return companyDate(ctx.now);
}

export function stateOf(row: Pick<BookRow, 'status' | 'end_date'>, day: string): EntrustState {
  return entrustState(EntrustStatus.parse(row.status), row.end_date, day);
}

export function stateLabel(ctx: Ctx, row: Pick<BookRow, 'status' | 'end_date'>): string {
  return ENTRUST_STATE_LABELS[stateOf(row, today(ctx))][ctx.lang];
}

// The book of this id within the caller's scope (of the endpoint's permission), of `kind` when the call is fixed to one.
export async function bookIn(ctx: Ctx, id: number, kind?: HouseKind): Promise<BookRow> {
  let query = ctx.db.selectFrom('entrust_book as b').select(BOOK_COLUMNS).where('b.id', '=', id)
    .where(scopeCondition(ctx.caller, ctx.scope, 'b.agent_id'));
  if (kind) query = query.where('b.kind', '=', kind);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, price: Number(row.price), created_at: Number(row.created_at), updated_at: Number(row.updated_at),
    effective_at: row.effective_at === null ? null : Number(row.effective_at) };
}

export async function scansOf(ctx: Ctx, bookIds: number[]): Promise<Map<number, EntrustScan[]>> {
  const map = new Map<number, EntrustScan[]>();
  if (bookIds.length === 0) return map;
  const rows = await ctx.db.selectFrom('entrust_file').select(['id', 'book_id', 'url', 'thumb_url', 'width', 'height', 'original_name'])
    .where('book_id', 'in', bookIds).orderBy('book_id').orderBy('sort').orderBy('id').execute();
  for (const r of rows) {
    const list = map.get(r.book_id as number) ?? [];
    list.push({ id: r.id, url: ctx.uploadLinks.sign(r.url, ctx.now), thumb_url: ctx.uploadLinks.sign(r.thumb_url, ctx.now), width: r.width,
      height: r.height, name: r.original_name });
    map.set(r.book_id as number, list);
  }
  return map;
}

// The houses' addresses (a 加密 house's door hidden where the caller may not see it) and the agents' names and stores
// of the books, by id.
async function namesOf(ctx: Ctx, rows: BookRow[]) {
  const { db } = ctx;
  const houseIds = [...new Set(rows.map((r) => r.house_id))];
  const staffIds = [...new Set(rows.map((r) => r.agent_id))];
  const [houses, staff] = await Promise.all([
    houseIds.length === 0 ? [] : db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as bu', 'bu.id', 'h.building_id')
      .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
      .select(['h.id', 'h.level', 'r.name as region', 'bu.name as building', 'u.name as unit', 'd.name as door_name']).where('h.id', 'in', houseIds).execute()
      .then((houses) => hideDoors(ctx, houses)),
    staffIds.length === 0 ? [] : db.selectFrom('staff as s').leftJoin('store as so', 'so.id', 's.store_id')
      .select(['s.id', 's.name', 'so.name as store']).where('s.id', 'in', staffIds).execute(),
  ]);
  return {
    address: new Map(houses.map((h) => [h.id, [h.region, h.building, h.unit, h.door_name].filter(Boolean).join(' ')])),
    staff: new Map(staff.map((s) => [s.id, { name: s.name, store: s.store ?? '' }])),
  };
}

export async function bookItems(ctx: Ctx, rows: BookRow[]): Promise<EntrustItem[]> {
  const [scans, names] = await Promise.all([scansOf(ctx, rows.map((r) => r.id)), namesOf(ctx, rows)]);
  const day = today(ctx);
  return rows.map((r) => ({
    id: r.id, kind: r.kind as HouseKind, house_id: r.house_id, house_address: names.address.get(r.house_id) ?? '', type: r.type as EntrustType,
    start_date: r.start_date, end_date: r.end_date, owner_name: r.owner_name, price: fenToYuan(Number(r.price)), commission: r.commission,
    remark: r.remark, scans: scans.get(r.id) ?? [], status: EntrustStatus.parse(r.status), state: stateOf(r, day), approval_id: r.approval_id,
    reject_reason: r.reject_reason, agent_id: r.agent_id, agent_name: names.staff.get(r.agent_id)?.name ?? '',
    store_name: names.staff.get(r.agent_id)?.store ?? '', effective_at: r.effective_at === null ? null : Number(r.effective_at),
    version: r.version, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  }));
}

export async function bookItem(ctx: Ctx, id: number): Promise<EntrustItem> {
  const row = await ctx.db.selectFrom('entrust_book as b').select(BOOK_COLUMNS).where('b.id', '=', id).executeTakeFirstOrThrow();
  const [item] = await bookItems(ctx, [row]);
  return item as EntrustItem;
}

export type ListFilters = {
  page: number; limit: number; kind?: HouseKind | undefined; house_id?: number | undefined; type?: EntrustType | undefined;
  state?: EntrustState | undefined; agent_id?: number | undefined; expires_within?: number | undefined; keyword?: string | undefined;
};

function conditions(ctx: Ctx, input: ListFilters): Expression<SqlBool>[] {
  const day = today(ctx);
  const list: Expression<SqlBool>[] = [scopeCondition(ctx.caller, ctx.scope, 'b.agent_id')];
  if (input.kind) list.push(sql<boolean>`b.kind = ${input.kind}`);
  if (input.house_id !== undefined) list.push(sql<boolean>`b.house_id = ${input.house_id}`);
  if (input.type) list.push(sql<boolean>`b.type = ${input.type}`);
  if (input.agent_id !== undefined) list.push(sql<boolean>`b.agent_id = ${input.agent_id}`);
  if (input.state === 'expired') list.push(sql<boolean>`(b.status = 'effective' and b.end_date < ${day})`);
  else if (input.state === 'effective') list.push(sql<boolean>`(b.status = 'effective' and (b.end_date is null or b.end_date >= ${day}))`);
  else if (input.state) list.push(sql<boolean>`b.status = ${input.state}`);
  if (input.expires_within !== undefined) {
    list.push(sql<boolean>`(b.status = 'effective' and b.end_date >= ${day} and b.end_date <= ${addDays(day, input.expires_within)})`);
  }
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list.push(sql<boolean>`(b.owner_name like ${like} escape '\\' or b.house_id in (select h.id from house h inner join region r on r.id = h.region_id where r.name like ${like} escape '\\'))`);
  }
  return list;
}

export async function listBooks(ctx: Ctx, input: ListFilters) {
  const where = conditions(ctx, input);
  const base = ctx.db.selectFrom('entrust_book as b').where((eb) => eb.and(where));
  const [rows, count] = await Promise.all([
    base.select(BOOK_COLUMNS).orderBy('b.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await bookItems(ctx, rows as BookRow[]), page: { page: input.page, limit: input.limit, total: Number(count.n) } };
}
