import {
  CUSTOMER_OPEN_STATUSES, WRITTEN_FOLLOWUP_KINDS, assessFunnel, assessRecords, noLookCustomers, secondLookCustomers,
  type DataOf, type LookGroupRow, type ParsedInputOf,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition, storeScopeCondition } from '../../core/access.js';
import { AppError } from '../../core/errors.js';
import { nextDay, startOfDate } from '../../core/clock.js';
import { actualsByPerson, type DayRange } from './assess-actuals.js';
import { people, staffIn } from './assess.service.js';

// Viewing assessments (stores, teams and districts without viewings, customers never shown a house, 二看 customers)
// and the reads behind an assessment (one person's records, the customer-to-deal funnel).

type Days = { date_from: string; date_to: string };
const DAY = 86_400;
// Stores that have closed are not expected to lead viewings.
const CLOSED_STORE = 'closed';

function bounds(input: Days): { start: number; end: number } {
  return { start: startOfDate(input.date_from), end: startOfDate(nextDay(input.date_to)) };
}

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

function lookRows(units: { id: number; name: string }[], looks: Map<number, number>): { list: LookGroupRow[] } {
  const list = units.map((u) => ({ id: u.id, name: u.name, looks: looks.get(u.id) ?? 0, no_look: !looks.get(u.id) }));
  return { list: list.sort((a, b) => a.looks - b.looks || a.id - b.id) };
}

// Effective viewings over the range by the viewing's store, of the stores within the caller's scope.
function storeLooks(ctx: Ctx, input: Days) {
  const { start, end } = bounds(input);
  return ctx.db.selectFrom('customer_look as l').innerJoin('store as so', 'so.id', 'l.store_id')
    .where('l.look_at', '>=', start).where('l.look_at', '<', end).where('l.effective', '=', 1)
    .where(storeScopeCondition(ctx.caller, ctx.scope, 'l.store_id'));
}

function storesInScope(ctx: Ctx) {
  return ctx.db.selectFrom('store as so').where('so.status', '<>', CLOSED_STORE).where(storeScopeCondition(ctx.caller, ctx.scope, 'so.id'));
}

export async function storesLooks(ctx: Ctx, input: Days): Promise<{ list: LookGroupRow[] }> {
  const [stores, looks] = await Promise.all([
    storesInScope(ctx).select(['so.id', 'so.name']).execute(),
    storeLooks(ctx, input).select(['l.store_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('l.store_id').execute(),
  ]);
  return lookRows(stores, new Map(looks.map((l) => [Number(l.id), Number(l.n)])));
}

export async function districtsLooks(ctx: Ctx, input: Days): Promise<{ list: LookGroupRow[] }> {
  const [districts, looks] = await Promise.all([
    ctx.db.selectFrom('district as di').select(['di.id', 'di.name'])
      .where('di.id', 'in', storesInScope(ctx).select('so.district_id')).execute(),
    storeLooks(ctx, input).select(['so.district_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('so.district_id').execute(),
  ]);
  return lookRows(districts, new Map(looks.map((l) => [Number(l.id), Number(l.n)])));
}

export async function departmentsLooks(ctx: Ctx, input: Days): Promise<{ list: LookGroupRow[] }> {
  const { start, end } = bounds(input);
  const [teams, looks] = await Promise.all([
    ctx.db.selectFrom('department as dp').select(['dp.id', 'dp.name'])
      .where('dp.id', 'in', people(ctx, {}).clearSelect().select('st.department_id').where('st.department_id', 'is not', null)).execute(),
    ctx.db.selectFrom('customer_look as l').innerJoin('staff as st', 'st.id', 'l.agent_id')
      .where('l.look_at', '>=', start).where('l.look_at', '<', end).where('l.effective', '=', 1)
      .where(scopeCondition(ctx.caller, ctx.scope, 'l.agent_id')).where('st.department_id', 'is not', null)
      .select(['st.department_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('st.department_id').execute(),
  ]);
  return lookRows(teams, new Map(looks.map((l) => [Number(l.id), Number(l.n)])));
}

export async function listNoLookCustomers(ctx: Ctx, input: ParsedInputOf<typeof noLookCustomers>): Promise<DataOf<typeof noLookCustomers>> {
  const q = ctx.db.selectFrom('customer as c').innerJoin('staff as a', 'a.id', 'c.agent_id').leftJoin('store as so', 'so.id', 'a.store_id')
    .where('c.status', 'in', CUSTOMER_OPEN_STATUSES).where('c.last_look_at', 'is', null).where('c.created_at', '<', ctx.now - input.days * DAY)
    .where(scopeCondition(ctx.caller, ctx.scope, 'c.agent_id'));
  const [rows, count] = await Promise.all([
    q.select(['c.id', 'c.name', 'c.level', 'c.created_at', 'c.agent_id', 'a.name as agent_name', 'so.name as store_name'])
      .orderBy('c.created_at').orderBy('c.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, created_at: Number(r.created_at), store_name: r.store_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
  };
}

export async function listSecondLookCustomers(ctx: Ctx, input: ParsedInputOf<typeof secondLookCustomers>): Promise<DataOf<typeof secondLookCustomers>> {
  const { start, end } = bounds(input);
  const grouped = ctx.db.selectFrom('customer_look as l').innerJoin('customer_look_house as lh', 'lh.look_id', 'l.id')
    .where('l.look_at', '>=', start).where('l.look_at', '<', end).where('lh.effective', '=', 1).where('lh.is_second', '=', 1)
    .where(scopeCondition(ctx.caller, ctx.scope, 'l.agent_id'))
    .select(['lh.customer_id', (eb) => eb.fn.countAll<number>().as('second_looks'), (eb) => eb.fn.max('l.look_at').as('last_at')])
    .groupBy('lh.customer_id');
  const [rows, count] = await Promise.all([
    ctx.db.selectFrom(grouped.as('g')).innerJoin('customer as c', 'c.id', 'g.customer_id').innerJoin('staff as a', 'a.id', 'c.agent_id')
      .select(['c.id', 'c.name', 'a.name as agent_name', 'g.second_looks', 'g.last_at'])
      .orderBy('g.last_at', 'desc').orderBy('c.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    ctx.db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, second_looks: Number(r.second_looks), last_at: Number(r.last_at) })),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
  };
}

type Page = { page: number; limit: number };
const offsetOf = (input: Page) => (input.page - 1) * input.limit;

export async function listRecords(ctx: Ctx, input: ParsedInputOf<typeof assessRecords>): Promise<DataOf<typeof assessRecords>> {
  if (!await people(ctx, { staff_id: input.staff_id }).executeTakeFirst()) throw new AppError('NOT_FOUND', { detail: `staff ${input.staff_id}` });
  const { start, end } = bounds(input);
  const page = { page: input.page, limit: input.limit };
  if (input.kpi === 'customers') {
    const q = ctx.db.selectFrom('customer').where('recorder_id', '=', input.staff_id).where('created_at', '>=', start).where('created_at', '<', end);
    const [rows, count] = await Promise.all([
      q.select(['id', 'created_at', 'name', 'level']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(offsetOf(input)).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map((r) => ({ id: r.id, at: Number(r.created_at), title: r.name, detail: r.level })), page: { ...page, total: Number(count.n) } };
  }
  if (input.kpi === 'followups') {
    const q = ctx.db.selectFrom('followup').where('staff_id', '=', input.staff_id).where('kind', 'in', WRITTEN_FOLLOWUP_KINDS)
      .where('created_at', '>=', start).where('created_at', '<', end);
    const [rows, count] = await Promise.all([
      q.select(['id', 'created_at', 'content']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(offsetOf(input)).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map((r) => ({ id: r.id, at: Number(r.created_at), title: r.content, detail: '' })), page: { ...page, total: Number(count.n) } };
  }
  // Viewings: one record per house shown on an effective viewing (or per 二看), as the KPI counts them.
  let q = ctx.db.selectFrom('customer_look as l').innerJoin('customer_look_house as lh', 'lh.look_id', 'l.id')
    .innerJoin('customer as c', 'c.id', 'l.customer_id').innerJoin('house as h', 'h.id', 'lh.house_id').innerJoin('region as r', 'r.id', 'h.region_id')
    .where('l.agent_id', '=', input.staff_id).where('l.look_at', '>=', start).where('l.look_at', '<', end).where('lh.effective', '=', 1);
  if (input.kpi === 'second_looks') q = q.where('lh.is_second', '=', 1);
  const [rows, count] = await Promise.all([
    q.select(['l.id', 'l.look_at', 'c.name', 'r.name as community', 'h.id as house_id'])
      .orderBy('l.look_at', 'desc').orderBy('l.id', 'desc').orderBy('h.id').limit(input.limit).offset(offsetOf(input)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, at: Number(r.look_at), title: r.name, detail: `${r.community} #${r.house_id}` })),
    page: { ...page, total: Number(count.n) },
  };
}

export async function funnel(ctx: Ctx, input: ParsedInputOf<typeof assessFunnel>): Promise<DataOf<typeof assessFunnel>> {
  const [rows, count] = await Promise.all([
    people(ctx, {}).orderBy('st.id').limit(input.limit).offset(offsetOf(input)).execute(),
    people(ctx, {}).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const range: DayRange = { from: input.date_from, to: input.date_to };
  const { start, end } = bounds(input);
  const [actuals, deals] = await Promise.all([
    actualsByPerson(ctx, range, staffIn(ctx, ids)),
    ctx.db.selectFrom('deal').select(['agent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agent_id', 'in', ids.length ? ids : [0]).where('effective_at', '>=', start).where('effective_at', '<', end)
      .groupBy('agent_id').execute(),
  ]);
  const dealsOf = new Map(deals.map((d) => [d.agent_id, Number(d.n)]));
  return {
    list: rows.map((p) => {
      const a = actuals.get(p.id);
      const [customers, looks, second] = [a?.customers ?? 0, a?.looks ?? 0, a?.second_looks ?? 0];
      const done = dealsOf.get(p.id) ?? 0;
      return {
        staff_id: p.id, name: p.name, store_name: p.store_name ?? '', customers, looks, second_looks: second, deals: done,
        look_rate: rate(looks, customers), second_rate: rate(second, looks), deal_rate: rate(done, looks),
      };
    }),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
  };
}
