import { sql } from 'kysely';
import {
  LOOK_AGREEMENT_TEXTS, format, type DataOf, type HouseKind, type HouseStatus, type ParsedInputOf, lookCustomerList, lookGet,
  lookHouseAddress, lookList, lookPreview, lookSeeMore, lookStatistics,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { DEFAULT_COMPANY_ID } from '../../core/settings.js';
import { assertHouseReadable } from '../followup/followup.service.js';
import { houseReadScope, readableHouse } from '../house/house-read.js';
import { assertCustomerReadable, customerReadScope, readableCustomer } from '../customer/customer-read.js';
import { lookInScope, lookItems } from './look-read.js';
import { hideDoors } from '../../core/house-confidential.js';

// Lists of viewings (the scope's, a customer's, a house's), one viewing, the statistics, and the addresses and the
// agreement preview of the viewing entry.

type Page = { page: number; limit: number };
const fromLooks = (db: Db) => db.selectFrom('customer_look as l');
type Query = ReturnType<typeof fromLooks>;

async function paged(ctx: Ctx, query: Query, input: Page) {
  const [rows, total] = await Promise.all([
    query.select('l.id').orderBy('l.look_at', 'desc').orderBy('l.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await lookItems(ctx, rows.map((r) => r.id)), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

export async function listLooks(ctx: Ctx, input: ParsedInputOf<typeof lookList>): Promise<DataOf<typeof lookList>> {
  let query = fromLooks(ctx.db);
  if (ctx.scope !== 'company') query = query.where(lookInScope(ctx.caller, ctx.scope));
  if (input.from !== undefined) query = query.where('l.look_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('l.look_at', '<=', input.to);
  if (input.agent_id !== undefined) query = query.where('l.agent_id', '=', input.agent_id);
  if (input.customer_id !== undefined) query = query.where('l.customer_id', '=', input.customer_id);
  const houseId = input.house_id;
  if (houseId !== undefined) query = query.where('l.id', 'in', (eb) => eb.selectFrom('customer_look_house').select('look_id').where('house_id', '=', houseId));
  if (input.effective !== undefined) query = query.where('l.effective', '=', input.effective);
  if (input.second !== undefined) {
    const holding = sql<boolean>`exists (select 1 from customer_look_house s where s.look_id = l.id and s.is_second = 1)`;
    query = query.where(input.second ? holding : sql<boolean>`not ${holding}`);
  }
  return paged(ctx, query, input);
}

// A viewing within the caller's scope, or of a customer the caller may see.
export async function getLook(ctx: Ctx, id: number): Promise<DataOf<typeof lookGet>> {
  const customerScope = await customerReadScope(ctx).catch(() => null);
  const row = await ctx.db.selectFrom('customer_look as l').innerJoin('customer as c', 'c.id', 'l.customer_id').select('l.id')
    .where('l.id', '=', id)
    .where((eb) => eb.or([lookInScope(ctx.caller, ctx.scope), ...(customerScope ? [readableCustomer(ctx.caller, customerScope)] : [])]))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return (await lookItems(ctx, [id]))[0] as DataOf<typeof lookGet>;
}

export async function looksOfCustomer(ctx: Ctx, input: ParsedInputOf<typeof lookCustomerList>): Promise<DataOf<typeof lookCustomerList>> {
  await assertCustomerReadable(ctx, input.customer_id);
  return paged(ctx, fromLooks(ctx.db).where('l.customer_id', '=', input.customer_id), input);
}

export async function looksOfHouse(ctx: Ctx, input: ParsedInputOf<typeof lookSeeMore>): Promise<DataOf<typeof lookSeeMore>> {
  await assertHouseReadable(ctx, input.house_id);
  const houseId = input.house_id;
  return paged(ctx, fromLooks(ctx.db).where('l.id', 'in', (eb) => eb.selectFrom('customer_look_house').select('look_id').where('house_id', '=', houseId)), input);
}

export async function statistics(ctx: Ctx, input: ParsedInputOf<typeof lookStatistics>): Promise<DataOf<typeof lookStatistics>> {
  let looks = ctx.db.selectFrom('customer_look as l').where('l.look_at', '>=', input.from).where('l.look_at', '<=', input.to);
  if (ctx.scope !== 'company') looks = looks.where(lookInScope(ctx.caller, ctx.scope));
  if (input.store_id !== undefined) looks = looks.where('l.store_id', '=', input.store_id);
  const perAgent = await looks.innerJoin('staff as ag', 'ag.id', 'l.agent_id').leftJoin('store as so', 'so.id', 'ag.store_id')
    .select([
      'l.agent_id', 'ag.name as agent_name', 'so.name as store_name',
      (eb) => eb.fn.countAll<number>().as('looks'),
      sql<number>`sum(case when l.effective = 1 then 1 else 0 end)`.as('effective'),
      sql<number>`sum(case when l.effective = 1 then 0 else 1 end)`.as('without_agreement'),
      sql<number>`sum((select count(*) from customer_look_house h where h.look_id = l.id and h.effective = 1))`.as('house_looks'),
      sql<number>`sum((select count(*) from customer_look_house h where h.look_id = l.id and h.is_second = 1))`.as('second_looks'),
      sql<number>`count(distinct case when l.effective = 1 then l.customer_id end)`.as('customers'),
    ])
    .groupBy(['l.agent_id', 'ag.name', 'so.name']).execute();
  const totals = await looks.select([
    (eb) => eb.fn.countAll<number>().as('looks'),
    sql<number>`count(distinct case when l.effective = 1 then l.customer_id end)`.as('customers'),
  ]).executeTakeFirstOrThrow();
  const list = perAgent.map((row) => ({
    agent_id: row.agent_id, agent_name: row.agent_name, store_name: row.store_name ?? '', looks: Number(row.looks),
    effective: Number(row.effective), without_agreement: Number(row.without_agreement), house_looks: Number(row.house_looks),
    second_looks: Number(row.second_looks), customers: Number(row.customers),
  })).sort((a, b) => b.effective - a.effective || b.looks - a.looks || a.agent_id - b.agent_id);
  const sum = (key: 'effective' | 'without_agreement' | 'house_looks' | 'second_looks') => list.reduce((total, row) => total + row[key], 0);
  return {
    list,
    total: {
      agent_id: 0, agent_name: '', store_name: '', looks: Number(totals.looks), effective: sum('effective'), without_agreement: sum('without_agreement'),
      house_looks: sum('house_looks'), second_looks: sum('second_looks'), customers: Number(totals.customers),
    },
  };
}

// The houses of these ids the caller may see, with their full addresses, in the order asked.
export async function houseAddresses(ctx: Ctx, houseIds: number[]): Promise<DataOf<typeof lookHouseAddress>['list']> {
  const scope = await houseReadScope(ctx);
  const rows = await ctx.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id').innerJoin('staff as m', 'm.id', 'h.maintainer_id')
    .select(['h.id', 'h.kind', 'h.level', 'h.status', 'r.name as region_name', 'r.address', 'b.name as building_name', 'u.name as unit_name', 'd.name as door_name',
      'h.price', 'h.area', 'h.rooms', 'h.halls', 'm.name as maintainer_name'])
    .where('h.id', 'in', houseIds).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, scope)).execute();
  await hideDoors(ctx, rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return houseIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      id: row.id, kind: row.kind as HouseKind, status: row.status as HouseStatus, region_name: row.region_name,
      address: [row.address, row.region_name, row.building_name, row.unit_name, row.door_name].filter(Boolean).join(' '),
      price: fenToYuan(row.price), area: row.area / 100, rooms: row.rooms, halls: row.halls, maintainer_name: row.maintainer_name,
    }];
  });
}

export async function preview(ctx: Ctx, input: ParsedInputOf<typeof lookPreview>): Promise<DataOf<typeof lookPreview>> {
  const scope = await customerReadScope(ctx);
  const customer = await ctx.db.selectFrom('customer as c').select(['c.id', 'c.name']).where('c.id', '=', input.customer_id)
    .where(readableCustomer(ctx.caller, scope)).executeTakeFirst();
  if (!customer) throw new AppError('NOT_FOUND');
  const [phone, company, companion, houses] = await Promise.all([
    ctx.db.selectFrom('customer_phone').select('phone_masked').where('customer_id', '=', customer.id).orderBy('sort').executeTakeFirst(),
    ctx.db.selectFrom('company').select('name').where('id', '=', DEFAULT_COMPANY_ID).executeTakeFirst(),
    input.companion_id === null ? null : ctx.db.selectFrom('staff').select('name').where('id', '=', input.companion_id).executeTakeFirst(),
    houseAddresses(ctx, input.house_ids),
  ]);
  const companyName = company?.name ?? '';
  return {
    title: LOOK_AGREEMENT_TEXTS.title[ctx.lang], company: companyName,
    clause: format(LOOK_AGREEMENT_TEXTS.clause[ctx.lang], { company: companyName }),
    customer_name: customer.name, customer_phone: phone?.phone_masked ?? '', agent_name: ctx.caller.name, companion_name: companion?.name ?? '',
    look_at: input.look_at, houses,
  };
}
