import { sql, type RawBuilder } from 'kysely';
import { ASSESS_KPIS, WRITTEN_FOLLOWUP_KINDS, type AssessCounts, type AssessKpi } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { companyDate, nextDay, startOfDate } from '../../core/clock.js';
import { followupCounts } from '../statistics/followup-day.js';
import { HOUSE_DAY_KINDS } from '../statistics/house-day.js';

// What people did in a range of company days, per KPI: houses entered, keys, pictures uploaded and owner phones
// revealed from the house statistics' summary rows (house_day), written follow-ups from the follow-up statistics'
// (followup_month for the whole months of the range, followup_day for its other days), effective viewings and 二看
// from the viewings by their time, customers from the customer table by their creation time and recorder; every
// source read along an index bounded by the range.

export type DayRange = { from: string; to: string };

// Which house_day kinds each KPI counts.
const HOUSE_DAY_KPIS: Partial<Record<AssessKpi, string>> = {
  houses: 'entry', keys: 'key', pictures: HOUSE_DAY_KINDS.pictureUpload, phone_views: HOUSE_DAY_KINDS.phoneView,
};

// The company days of a month 'YYYY-MM'.
export function monthRange(month: string): DayRange {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export function zeroCounts(): AssessCounts {
  return Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, 0])) as AssessCounts;
}

type StaffFilter = (column: string) => RawBuilder<boolean>;

const ZERO = sql<number>`0`;
const columns = (values: Partial<Record<AssessKpi, RawBuilder<number>>>) => ASSESS_KPIS.map((kpi) => (values[kpi] ?? ZERO).as(kpi));

// One row per summary row, viewing house and customer, with the person and the KPIs it adds to.
function counted(ctx: Ctx, range: DayRange, staff: StaffFilter) {
  const start = startOfDate(range.from);
  const end = startOfDate(nextDay(range.to));
  const houseKinds = Object.values(HOUSE_DAY_KPIS);
  const kind = (k: string | undefined) => sql<number>`case when h.kind = ${k} then h.total else 0 end`;
  const houses = ctx.db.selectFrom('house_day as h')
    .where('h.day', '>=', range.from).where('h.day', '<=', range.to).where('h.kind', 'in', houseKinds).where(staff('h.staff_id'))
    .select([sql<number>`h.staff_id`.as('staff_id'), ...columns(Object.fromEntries(Object.entries(HOUSE_DAY_KPIS).map(([kpi, k]) => [kpi, kind(k)])))]);
  const followups = ctx.db.selectFrom(followupCounts(ctx.db, range).as('f'))
    .where('f.kind', 'in', WRITTEN_FOLLOWUP_KINDS).where(staff('f.staff_id'))
    .select([sql<number>`f.staff_id`.as('staff_id'), ...columns({ followups: sql<number>`f.total` })]);
  const looks = ctx.db.selectFrom('customer_look as l').innerJoin('customer_look_house as lh', 'lh.look_id', 'l.id')
    .where('l.look_at', '>=', start).where('l.look_at', '<', end).where('lh.effective', '=', 1).where(staff('l.agent_id'))
    .select([sql<number>`l.agent_id`.as('staff_id'), ...columns({ looks: sql<number>`1`, second_looks: sql<number>`lh.is_second` })]);
  const customers = ctx.db.selectFrom('customer as c')
    .where('c.created_at', '>=', start).where('c.created_at', '<', end).where(staff('c.recorder_id'))
    .select([sql<number>`c.recorder_id`.as('staff_id'), ...columns({ customers: sql<number>`1` })]);
  return houses.unionAll(followups).unionAll(looks).unionAll(customers);
}

type Sums = Record<AssessKpi, number | string | null>;
function countsOf(row: Sums): AssessCounts {
  return Object.fromEntries(ASSESS_KPIS.map((kpi) => [kpi, Number(row[kpi] ?? 0)])) as AssessCounts;
}

// Each person's counts over the range, for the people the filter passes (people without any are left out).
export async function actualsByPerson(ctx: Ctx, range: DayRange, staff: StaffFilter): Promise<Map<number, AssessCounts>> {
  const sums = ASSESS_KPIS.map((kpi) => sql<number>`coalesce(sum(${sql.ref(`u.${kpi}`)}), 0)`.as(kpi));
  const rows = await ctx.db.selectFrom(counted(ctx, range, staff).as('u')).select([sql<number>`u.staff_id`.as('staff_id'), ...sums])
    .groupBy('u.staff_id').execute();
  return new Map(rows.map((row) => [Number(row.staff_id), countsOf(row)]));
}

// One person's counts per company day of the range, every day listed.
export async function actualsByDay(ctx: Ctx, range: DayRange, staffId: number): Promise<{ day: string; counts: AssessCounts }[]> {
  const start = startOfDate(range.from);
  const end = startOfDate(nextDay(range.to));
  const days = new Map<string, AssessCounts>();
  for (let day = range.from; day <= range.to; day = nextDay(day)) days.set(day, zeroCounts());
  const add = (day: string, kpi: AssessKpi, n: number) => {
    const counts = days.get(day);
    if (counts) counts[kpi] += n;
  };
  const houseKpi = new Map(Object.entries(HOUSE_DAY_KPIS).map(([kpi, k]) => [k, kpi as AssessKpi]));
  const [houses, followups, looks, customers] = await Promise.all([
    ctx.db.selectFrom('house_day').select(['day', 'kind', 'total']).where('staff_id', '=', staffId)
      .where('day', '>=', range.from).where('day', '<=', range.to).where('kind', 'in', [...houseKpi.keys()]).execute(),
    ctx.db.selectFrom('followup_day').select(['day', 'total']).where('staff_id', '=', staffId)
      .where('day', '>=', range.from).where('day', '<=', range.to).where('kind', 'in', WRITTEN_FOLLOWUP_KINDS).execute(),
    ctx.db.selectFrom('customer_look as l').innerJoin('customer_look_house as lh', 'lh.look_id', 'l.id').select(['l.look_at', 'lh.is_second'])
      .where('l.agent_id', '=', staffId).where('l.look_at', '>=', start).where('l.look_at', '<', end).where('lh.effective', '=', 1).execute(),
    ctx.db.selectFrom('customer').select(['created_at']).where('recorder_id', '=', staffId)
      .where('created_at', '>=', start).where('created_at', '<', end).execute(),
  ]);
  for (const h of houses) add(h.day, houseKpi.get(h.kind) as AssessKpi, Number(h.total));
  for (const f of followups) add(f.day, 'followups', Number(f.total));
  for (const l of looks) {
    add(companyDate(Number(l.look_at)), 'looks', 1);
    add(companyDate(Number(l.look_at)), 'second_looks', Number(l.is_second));
  }
  for (const c of customers) add(companyDate(Number(c.created_at)), 'customers', 1);
  return [...days].map(([day, counts]) => ({ day, counts }));
}
