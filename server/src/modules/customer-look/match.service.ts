import { sql, type RawBuilder } from 'kysely';
import {
  DECORATIONS, HOUSE_KIND_OF_CUSTOMER, HOUSE_USES, WANT_KEYS, type CustomerKind, type CustomerLevel, type CustomerPool, type DataOf,
  type HouseKind, type HouseStatus, type ParsedInputOf, type WantKey, houseCustomerMatch, houseListForLook,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { houseReadScope, readableHouse } from '../house/house-read.js';
import { customerReadScope, readableCustomer } from '../customer/customer-read.js';
import { positionsOf } from '../customer/customer-wants.js';
import { hideDoors } from '../../core/house-confidential.js';

// Matching both ways: a customer's wants against the houses (the house picker of viewings), and a house against the
// customers' wants. Each want met counts one; the ranking is by that count, then by recency. Candidates are first
// narrowed by the selective wants (place, price, area), so a match reads those houses or customers, not all of them.

type Conditions = Partial<Record<WantKey, RawBuilder<boolean>>>;

const flag = (condition: RawBuilder<boolean>) => sql<number>`case when ${condition} then 1 else 0 end`;
const scoreOf = (conditions: Conditions) => {
  const parts = Object.values(conditions).map(flag);
  return parts.length ? sql.join(parts, sql` + `) : sql<number>`0`;
};
const metOf = (row: Record<string, unknown>, conditions: Conditions): WantKey[] =>
  WANT_KEYS.filter((key) => conditions[key] && Number(row[`m_${key}`]) === 1);

// A range want on a column: met when the value is within the bounds given (one bound: open on the other side).
function within(column: RawBuilder<unknown>, min: number | null, max: number | null): RawBuilder<boolean> | undefined {
  if (min === null && max === null) return undefined;
  if (min === null) return sql<boolean>`${column} <= ${max}`;
  if (max === null) return sql<boolean>`${column} >= ${min}`;
  return sql<boolean>`${column} between ${min} and ${max}`;
}

const inList = (column: RawBuilder<unknown>, values: (string | number)[]) =>
  (values.length ? sql<boolean>`${column} in (${sql.join(values.map((v) => sql.lit(v)))})` : undefined);

// The conditions of a customer's wants on a house (alias h).
async function houseConditions(ctx: Ctx, customerId: number) {
  const scope = await customerReadScope(ctx);
  const customer = await ctx.db.selectFrom('customer as c')
    .select(['c.id', 'c.kind', 'c.want_rooms', 'c.want_uses', 'c.want_decorations', 'c.price_min', 'c.price_max', 'c.area_min', 'c.area_max',
      'c.floor_min', 'c.floor_max'])
    .where('c.id', '=', customerId).where(readableCustomer(ctx.caller, scope)).executeTakeFirst();
  if (!customer) throw new AppError('NOT_FOUND');
  const [regions, areas] = await Promise.all([
    ctx.db.selectFrom('customer_want_region').select('region_id').where('customer_id', '=', customer.id).execute(),
    ctx.db.selectFrom('customer_want_area').select('area_id').where('customer_id', '=', customer.id).execute(),
  ]);
  const conditions: Conditions = {
    district: inList(sql.ref('h.area_id'), areas.map((a) => a.area_id)),
    region: inList(sql.ref('h.region_id'), regions.map((r) => r.region_id)),
    rooms: inList(sql.ref('h.rooms'), positionsOf(customer.want_rooms)),
    area: within(sql.ref('h.area'), customer.area_min, customer.area_max),
    price: within(sql.ref('h.price'), customer.price_min, customer.price_max),
    floor: within(sql.ref('h.floor_number'), customer.floor_min, customer.floor_max),
    use: inList(sql.ref('h.use'), positionsOf(customer.want_uses).map((p) => HOUSE_USES[p] as string)),
    decoration: inList(sql.ref('h.decoration'), positionsOf(customer.want_decorations).map((p) => DECORATIONS[p] as string)),
  };
  for (const key of WANT_KEYS) if (!conditions[key]) delete conditions[key];
  return { kind: HOUSE_KIND_OF_CUSTOMER[customer.kind as CustomerKind], conditions };
}

// The selective conditions, or all of them when the wants have none: a candidate meets at least one.
function candidates(conditions: Conditions): RawBuilder<boolean> {
  const selective = (['district', 'region', 'price', 'area'] as const).flatMap((key) => conditions[key] ?? []);
  const any = selective.length ? selective : Object.values(conditions);
  return any.length ? sql<boolean>`(${sql.join(any, sql` or `)})` : sql<boolean>`1 = 0`;
}

export async function pickHouses(ctx: Ctx, input: ParsedInputOf<typeof houseListForLook>): Promise<DataOf<typeof houseListForLook>> {
  const matching = input.customer_id === undefined ? null : await houseConditions(ctx, input.customer_id);
  const conditions = matching?.conditions ?? {};
  let query = ctx.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id').innerJoin('staff as m', 'm.id', 'h.maintainer_id')
    .select(['h.id', 'h.kind', 'h.level', 'r.name as region_name', 'b.name as building_name', 'u.name as unit_name', 'd.name as door_name', 'h.price', 'h.area',
      'h.rooms', 'h.status', 'r.address', 'm.name as maintainer_name', scoreOf(conditions).as('score'),
      ...WANT_KEYS.map((key) => flag(conditions[key] ?? sql<boolean>`1 = 0`).as(`m_${key}`))])
    .where('h.deleted_at', 'is', null).where('h.status', '=', 'valid').where(readableHouse(ctx.caller, ctx.scope));
  const kind = matching?.kind ?? input.kind;
  if (kind) query = query.where('h.kind', '=', kind);
  if (input.keyword) {
    const keyword = input.keyword;
    query = /^\d+$/.test(keyword)
      ? query.where('h.id', '=', Number(keyword))
      : query.where('h.region_id', 'in', (eb) => eb.selectFrom('region').select('id').where(sql<boolean>`name like ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`));
  }
  if (matching) query = query.where(candidates(conditions)).orderBy(sql`score`, 'desc');
  const rows = await hideDoors(ctx, await query.orderBy('h.updated_at', 'desc').orderBy('h.id', 'desc').limit(input.limit).execute());
  return {
    list: rows.map((row) => ({
      id: row.id, kind: row.kind as HouseKind, region_name: row.region_name, building_name: row.building_name, unit_name: row.unit_name,
      door_name: row.door_name, price: fenToYuan(row.price), area: row.area / 100, rooms: row.rooms, status: row.status as HouseStatus,
      address: [row.region_name, row.building_name, row.unit_name, row.door_name].join(' '), maintainer_name: row.maintainer_name,
      score: Number(row.score), met: metOf(row, conditions),
    })),
  };
}

export async function matchCustomers(ctx: Ctx, input: ParsedInputOf<typeof houseCustomerMatch>): Promise<DataOf<typeof houseCustomerMatch>> {
  const house = await ctx.db.selectFrom('house as h')
    .select(['h.id', 'h.kind', 'h.area_id', 'h.region_id', 'h.rooms', 'h.area', 'h.price', 'h.floor_number', 'h.use', 'h.decoration'])
    .where('h.id', '=', input.house_id).where('h.deleted_at', 'is', null)
    .where(readableHouse(ctx.caller, await houseReadScope(ctx))).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const bound = (column: string, value: number) => sql<boolean>`((c.${sql.raw(column)}_min is not null or c.${sql.raw(column)}_max is not null)
    and coalesce(c.${sql.raw(column)}_min, ${value}) <= ${value} and coalesce(c.${sql.raw(column)}_max, ${value}) >= ${value})`;
  const conditions: Conditions = {
    district: house.area_id === null ? undefined
      : sql<boolean>`c.id in (select customer_id from customer_want_area where area_id = ${house.area_id})`,
    region: sql<boolean>`c.id in (select customer_id from customer_want_region where region_id = ${house.region_id})`,
    rooms: house.rooms <= 9 ? sql<boolean>`(c.want_rooms & ${1 << house.rooms}) <> 0` : undefined,
    area: bound('area', house.area),
    price: bound('price', house.price),
    floor: bound('floor', house.floor_number),
    use: sql<boolean>`(c.want_uses & ${1 << HOUSE_USES.indexOf(house.use as (typeof HOUSE_USES)[number])}) <> 0`,
    decoration: sql<boolean>`(c.want_decorations & ${1 << DECORATIONS.indexOf(house.decoration as (typeof DECORATIONS)[number])}) <> 0`,
  };
  for (const key of WANT_KEYS) if (!conditions[key]) delete conditions[key];
  const customerKind = house.kind === 'sale' ? 'buy' : 'rent';
  const rows = await ctx.db.selectFrom('customer as c').innerJoin('staff as ag', 'ag.id', 'c.agent_id')
    .select(['c.id', 'c.kind', 'c.name', 'c.level', 'c.pool', 'ag.name as agent_name', 'c.price_min', 'c.price_max', 'c.last_look_at',
      (eb) => eb.selectFrom('customer_phone').select('phone_masked').whereRef('customer_id', '=', 'c.id').orderBy('sort').limit(1).as('phone'),
      scoreOf(conditions).as('score'), ...WANT_KEYS.map((key) => flag(conditions[key] ?? sql<boolean>`1 = 0`).as(`m_${key}`))])
    .where('c.kind', '=', customerKind).where('c.status', '=', 'valid').where(readableCustomer(ctx.caller, ctx.scope))
    .where(candidates(conditions))
    .orderBy(sql`score`, 'desc').orderBy(sql`c.last_look_at is null`).orderBy('c.last_look_at', 'desc').orderBy('c.id', 'desc')
    .limit(input.limit).execute();
  return {
    list: rows.map((row) => ({
      id: row.id, kind: row.kind as CustomerKind, name: row.name, level: row.level as CustomerLevel, pool: row.pool as CustomerPool,
      agent_name: row.agent_name, phone: row.phone ?? '', price_min: row.price_min === null ? null : fenToYuan(row.price_min),
      price_max: row.price_max === null ? null : fenToYuan(row.price_max), last_look_at: row.last_look_at, score: Number(row.score),
      met: metOf(row, conditions),
    })),
  };
}
