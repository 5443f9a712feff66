import { sql, type RawBuilder } from 'kysely';
import {
  EXPORT_MAX_ROWS, HOUSE_CHART_DAYS_MAX, HOUSE_STATISTICS_KPIS, WRITTEN_FOLLOWUP_KINDS, chartStatistics, daySpan, houseStatistics,
  houseStatisticsExport, type DataOf, type HouseChartUnit, type HouseStatisticsCounts, type HouseStatisticsKpi, type HouseStatisticsRow,
  type ParsedInputOf, type PerformanceGroup,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { nextDay, startOfDate } from '../../core/clock.js';
import { NO_NAME, groupKeys, groupNames, namedForExport } from './groups.js';
import { HOUSE_DAY_KINDS } from './house-day.js';

// House statistics from two sources within the caller's scope over the people counted: the summary rows kept with the
// follow-ups on houses, the owner phone reveals and the entrust books taking effect (house_day, per person, company day
// and kind), and the effective house viewings themselves (customer_look_house of the customer_look rows in the range,
// read through the viewing time's index), whose 二看 mark is recomputed as viewings change and so is not summarised.

type Filters = { date_from: string; date_to: string; store_id?: number | undefined; department_id?: number | undefined };
type ListInput = ParsedInputOf<typeof houseStatistics>;

// Which house_day kinds each column counts; the viewing columns come from the viewings.
const KPI_KINDS: Record<Exclude<HouseStatisticsKpi, 'looks' | 'second_looks'>, readonly string[]> = {
  houses: ['entry'],
  followups: WRITTEN_FOLLOWUP_KINDS,
  keys: ['key'],
  entrusts: [HOUSE_DAY_KINDS.entrust],
  pictures: [HOUSE_DAY_KINDS.pictureUpload],
  prices: ['price'],
  phone_views: [HOUSE_DAY_KINDS.phoneView],
};
const COUNTED_KINDS = Object.values(KPI_KINDS).flat();

// A row's store is the person's store now.
const GROUP_KEYS = groupKeys('u.staff_id', 'st.store_id');

const ZERO = sql<number>`0`;
// Group names are looked up this many rows at a time.
const NAME_PAGE = 500;

// The unit a chart draws the range in: days up to 62 of them, else months.
function unitOf(input: Filters): HouseChartUnit {
  return daySpan(input.date_from, input.date_to) <= HOUSE_CHART_DAYS_MAX ? 'day' : 'month';
}

// The periods of the range in a unit: every day of it, or every month it touches.
function periodsOf(input: Filters, unit: HouseChartUnit): string[] {
  const days: string[] = [];
  for (let day = input.date_from; day <= input.date_to; day = nextDay(day)) days.push(day);
  return unit === 'day' ? days : [...new Set(days.map((d) => d.slice(0, 7)))];
}

// One row per summary row and per house viewed on an effective viewing, with the columns it adds to and, when
// charting, its period (exported for the test of its plan).
export function counted(ctx: Ctx, input: Filters, unit?: HouseChartUnit) {
  const start = startOfDate(input.date_from);
  const end = startOfDate(nextDay(input.date_to));
  const kpi = (kinds: readonly string[]) => sql<number>`case when h.kind in (${sql.join(kinds)}) then h.total else 0 end`;
  const dayPeriod = unit === 'month' ? sql<string>`substr(h.day, 1, 7)` : unit === 'day' ? sql<string>`h.day` : sql<string>`''`;
  const summaries = ctx.db.selectFrom('house_day as h')
    .where('h.day', '>=', input.date_from).where('h.day', '<=', input.date_to).where('h.kind', 'in', COUNTED_KINDS)
    .where(scopeCondition(ctx.caller, ctx.scope, 'h.staff_id'))
    .select([
      sql<number>`h.staff_id`.as('staff_id'), dayPeriod.as('period'),
      kpi(KPI_KINDS.houses).as('houses'), kpi(KPI_KINDS.followups).as('followups'), ZERO.as('looks'), ZERO.as('second_looks'),
      kpi(KPI_KINDS.keys).as('keys'), kpi(KPI_KINDS.entrusts).as('entrusts'), kpi(KPI_KINDS.pictures).as('pictures'), kpi(KPI_KINDS.prices).as('prices'),
      kpi(KPI_KINDS.phone_views).as('phone_views'),
    ]);
  const viewings = ctx.db.selectFrom('customer_look as l').innerJoin('customer_look_house as lh', 'lh.look_id', 'l.id')
    .where('l.look_at', '>=', start).where('l.look_at', '<', end).where('lh.effective', '=', 1)
    .where(scopeCondition(ctx.caller, ctx.scope, 'l.agent_id'))
    .select([
      sql<number>`l.agent_id`.as('staff_id'), lookPeriod(input, unit).as('period'),
      ZERO.as('houses'), ZERO.as('followups'), sql<number>`1`.as('looks'), sql<number>`lh.is_second`.as('second_looks'),
      ZERO.as('keys'), ZERO.as('entrusts'), ZERO.as('pictures'), ZERO.as('prices'), ZERO.as('phone_views'),
    ]);
  let q = ctx.db.selectFrom(summaries.unionAll(viewings).as('u')).innerJoin('staff as st', 'st.id', 'u.staff_id')
    .leftJoin('store as so', 'so.id', 'st.store_id');
  if (input.store_id !== undefined) q = q.where('st.store_id', '=', input.store_id);
  if (input.department_id !== undefined) q = q.where('st.department_id', '=', input.department_id);
  return q;
}

// A viewing's period from its time: the first period whose end lies past it.
function lookPeriod(input: Filters, unit?: HouseChartUnit): RawBuilder<string> {
  if (!unit) return sql<string>`''`;
  const periods = periodsOf(input, unit);
  const ends = periods.map((period, i) => {
    const next = periods[i + 1];
    const endDay = next === undefined ? nextDay(input.date_to) : unit === 'day' ? next : `${next}-01`;
    return sql`when l.look_at < ${startOfDate(endDay)} then ${period}`;
  });
  return sql<string>`case ${sql.join(ends, sql` `)} end`;
}

const SUMS = HOUSE_STATISTICS_KPIS.map((kpi) => sql<number>`coalesce(sum(${sql.ref(`u.${kpi}`)}), 0)`.as(kpi));

type Sums = Record<HouseStatisticsKpi, number | string | null>;
function countsOf(row: Sums): HouseStatisticsCounts {
  return Object.fromEntries(HOUSE_STATISTICS_KPIS.map((kpi) => [kpi, Number(row[kpi] ?? 0)])) as HouseStatisticsCounts;
}

// The rows of the list's grouping, the largest first by the sort column, then by id.
function ordered(ctx: Ctx, input: Filters & { group_by: PerformanceGroup; sort: HouseStatisticsKpi }) {
  const key = GROUP_KEYS[input.group_by];
  const grouped = counted(ctx, input).select([key.as('id'), ...SUMS]).groupBy(key);
  return {
    rows: ctx.db.selectFrom(grouped.as('g')).selectAll().orderBy(sql.ref(`g.${input.sort}`), 'desc').orderBy('g.id'),
    count: ctx.db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

async function named(ctx: Ctx, group: PerformanceGroup, rows: (Sums & { id: number | string })[]): Promise<HouseStatisticsRow[]> {
  const names = await groupNames(ctx, group, rows.map((r) => Number(r.id)));
  return rows.map((row) => ({ id: Number(row.id), ...(names.get(Number(row.id)) ?? NO_NAME), ...countsOf(row) }));
}

export async function listHouseStatistics(ctx: Ctx, input: ListInput): Promise<DataOf<typeof houseStatistics>> {
  const query = ordered(ctx, input);
  const [rows, count, totals] = await Promise.all([
    query.rows.limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.count.executeTakeFirstOrThrow(),
    counted(ctx, input).select(SUMS).executeTakeFirstOrThrow(),
  ]);
  return {
    list: await named(ctx, input.group_by, rows),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
    totals: countsOf(totals),
  };
}

// Every row of the list's grouping, in its order; one more than the export allows is enough to refuse it.
export async function exportHouseStatistics(
  ctx: Ctx, input: ParsedInputOf<typeof houseStatisticsExport>,
): Promise<DataOf<typeof houseStatisticsExport>> {
  const rows = await ordered(ctx, input).rows.limit(EXPORT_MAX_ROWS + 1).execute();
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  const list: HouseStatisticsRow[] = [];
  // Names are looked up a page at a time, as the list does.
  for (let i = 0; i < rows.length; i += NAME_PAGE) list.push(...await named(ctx, input.group_by, rows.slice(i, i + NAME_PAGE)));
  return { list: namedForExport(ctx, input.group_by, list) };
}

export async function houseTrend(ctx: Ctx, input: ParsedInputOf<typeof chartStatistics>): Promise<DataOf<typeof chartStatistics>> {
  const unit = unitOf(input);
  const periods = periodsOf(input, unit);
  const rows = await counted(ctx, input, unit).select([sql<string>`u.period`.as('period'), ...SUMS]).groupBy('u.period').execute();
  const byPeriod = new Map(rows.map((row) => [row.period, countsOf(row)]));
  const none = countsOf({} as Sums);
  return { unit, list: periods.map((period) => ({ period, ...(byPeriod.get(period) ?? none) })) };
}
