import { sql, type RawBuilder } from 'kysely';
import {
  CHART_BARS_MAX, EXPORT_MAX_ROWS, type DataOf, type ParsedInputOf, type PerformanceKind, type PerformanceGroup, type PerformanceRow,
  type PerformanceSort, chartDepartment, chartMonth, chartPerson, monthSpan, performanceExport, performanceList,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { dealsCounted } from '../../core/deal-count.js';
import { NO_NAME, groupKeys, groupNames, namedForExport } from './groups.js';
import { newhousePerformanceRows, type PerformanceSource } from './newhouse-month.js';

// Performance statistics from the performance rows the deals keep (deal_performance: one row per deal, person and
// month, 应收业绩 in the month of signing, taken back in the month of a termination, and 实收业绩 in the month of each
// receipt) and the new-house reports settled (newhouse-month.ts: the commission, both, in the month of 结佣), within
// the caller's scope over the people the rows belong to.

type Filters = { month_from: string; month_to: string; kind?: PerformanceKind | undefined; store_id?: number | undefined; department_id?: number | undefined };

// A row's store is the one it was earned in.
const GROUP_KEYS = groupKeys('p.staff_id', 'p.store_id');

// The rows of the kind asked for (all kinds without one), each branch read along its month index.
function performanceRows(ctx: Ctx, input: Filters) {
  const deals = ctx.db.selectFrom('deal_performance as dp')
    .select(['dp.deal_id', sql<number | null>`null`.as('report_id'), 'dp.staff_id', 'dp.store_id', 'dp.month', 'dp.receivable', 'dp.received'])
    .where('dp.month', '>=', input.month_from).where('dp.month', '<=', input.month_to);
  const cast = (q: typeof deals) => q.$castTo<PerformanceSource>();
  const reports = newhousePerformanceRows(ctx.db, input.month_from, input.month_to);
  if (input.kind === 'newhouse') return reports;
  if (input.kind === undefined) return cast(deals).unionAll(reports);
  const kind = input.kind;
  return cast(deals.where((eb) => eb.exists(eb.selectFrom('deal as d').select('d.id').whereRef('d.id', '=', 'dp.deal_id').where('d.kind', '=', kind))));
}

function matching(ctx: Ctx, input: Filters) {
  let q = ctx.db.selectFrom(performanceRows(ctx, input).as('p'))
    .innerJoin('staff as st', 'st.id', 'p.staff_id')
    .leftJoin('store as so', 'so.id', 'p.store_id')
    .where(scopeCondition(ctx.caller, ctx.scope, 'p.staff_id'));
  if (input.store_id !== undefined) q = q.where('p.store_id', '=', input.store_id);
  if (input.department_id !== undefined) q = q.where('st.department_id', '=', input.department_id);
  return q;
}

// The sums every statistic shows; a deal counts where the row carries its 应收业绩 (a receipt month's row may not) and
// once less where its termination takes it back, a settled new-house report where it has a commission.
const SUMS = {
  deals: sql<number>`${dealsCounted('p.receivable', 'p.deal_id')} + count(distinct case when p.receivable <> 0 then p.report_id end)`,
  receivable: sql<number>`coalesce(sum(p.receivable), 0)`,
  received: sql<number>`coalesce(sum(p.received), 0)`,
};

function grouped(ctx: Ctx, input: Filters, group: PerformanceGroup) {
  const key = GROUP_KEYS[group];
  return matching(ctx, input).select([
    key.as('id'), SUMS.deals.as('deals'), SUMS.receivable.as('receivable'), SUMS.received.as('received'),
  ]).groupBy(key);
}

type Sums = { deals: number | string; receivable: number | string; received: number | string };
function totalsOf(row: Sums) {
  return { deals: Number(row.deals), receivable: fenToYuan(Number(row.receivable)), received: fenToYuan(Number(row.received)) };
}

type Listed = Filters & { group_by: PerformanceGroup; sort: PerformanceSort };

function inOrder(ctx: Ctx, input: Listed) {
  return ctx.db.selectFrom(grouped(ctx, input, input.group_by).as('g')).selectAll()
    .orderBy(sql.ref(`g.${input.sort}`), 'desc').orderBy('g.id');
}

async function pageOf(ctx: Ctx, input: Listed, limit: number, offset: number) {
  return inOrder(ctx, input).limit(limit).offset(offset).execute();
}

// A page with the number of rows of the grouping, which the page's statement has grouped already (count over the
// window), instead of grouping the month's rows once more to count them. A page past the last carries no row to tell
// it: that one count is read apart.
async function countedPageOf(ctx: Ctx, input: Listed, limit: number, offset: number) {
  const rows = await inOrder(ctx, input).select(sql<number | string>`count(*) over ()`.as('groups')).limit(limit).offset(offset).execute();
  if (rows[0] || offset === 0) return { rows, total: Number(rows[0]?.groups ?? 0) };
  const { n } = await ctx.db.selectFrom(grouped(ctx, input, input.group_by).as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

// The names and, for people, their store, team and targets over the months.
async function named(ctx: Ctx, group: PerformanceGroup, input: Filters, rows: (Sums & { id: number })[]): Promise<PerformanceRow[]> {
  const ids = rows.map((r) => Number(r.id));
  const [names, targets] = await Promise.all([
    groupNames(ctx, group, ids),
    group !== 'person' || !ids.length ? [] : ctx.db.selectFrom('monthly_target').select((eb) => ['staff_id', eb.fn.sum<number>(targetColumn(input.kind)).as('target')])
      .where('staff_id', 'in', ids).where('month', '>=', input.month_from).where('month', '<=', input.month_to).groupBy('staff_id').execute(),
  ]);
  const targetOf = new Map(targets.map((t) => [t.staff_id, fenToYuan(Number(t.target))]));
  return rows.map((row) => {
    const id = Number(row.id);
    return { id, ...(names.get(id) ?? NO_NAME), ...totalsOf(row), target: targetOf.get(id) ?? null };
  });
}

// A person's money target for the kind counted: rentals (loan), second-hand sales (old), new houses (new).
function targetColumn(kind: PerformanceKind | undefined): RawBuilder<number> {
  if (kind === 'sale') return sql<number>`target_money_old`;
  if (kind === 'rent') return sql<number>`target_money_loan`;
  if (kind === 'newhouse') return sql<number>`target_money_new`;
  return sql<number>`target_money_old + target_money_loan + target_money_new`;
}

export async function listPerformance(ctx: Ctx, input: ParsedInputOf<typeof performanceList>): Promise<DataOf<typeof performanceList>> {
  const [{ rows, total }, totals] = await Promise.all([
    countedPageOf(ctx, input, input.limit, (input.page - 1) * input.limit),
    matching(ctx, input).select([SUMS.deals.as('deals'), SUMS.receivable.as('receivable'), SUMS.received.as('received')]).executeTakeFirstOrThrow(),
  ]);
  return {
    list: await named(ctx, input.group_by, input, rows),
    page: { page: input.page, limit: input.limit, total },
    totals: totalsOf(totals),
  };
}

// Every row of the list's grouping, in its order; one more than the export allows is enough to refuse it.
export async function exportPerformance(ctx: Ctx, input: ParsedInputOf<typeof performanceExport>): Promise<DataOf<typeof performanceExport>> {
  const rows = await pageOf(ctx, input, EXPORT_MAX_ROWS + 1, 0);
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  const list: PerformanceRow[] = [];
  // Names are looked up a page at a time, as the list does.
  for (let i = 0; i < rows.length; i += 500) list.push(...await named(ctx, input.group_by, input, rows.slice(i, i + 500)));
  return { list: namedForExport(ctx, input.group_by, list) };
}

// Every month from `from` to `to`, both included.
export function monthsBetween(from: string, to: string): string[] {
  const [year, month] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: monthSpan(from, to) }, (_, i) => {
    const m = month - 1 + i;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

export async function monthTrend(ctx: Ctx, input: ParsedInputOf<typeof chartMonth>): Promise<DataOf<typeof chartMonth>> {
  const rows = await matching(ctx, input)
    .select(['p.month', SUMS.deals.as('deals'), SUMS.receivable.as('receivable'), SUMS.received.as('received')])
    .groupBy('p.month').execute();
  const byMonth = new Map(rows.map((row) => [row.month, totalsOf(row)]));
  return { list: monthsBetween(input.month_from, input.month_to).map((month) => ({ month, ...(byMonth.get(month) ?? totalsOf({ deals: 0, receivable: 0, received: 0 })) })) };
}

async function bars(ctx: Ctx, input: Filters, group: PerformanceGroup, top: number): Promise<DataOf<typeof chartPerson>> {
  const rows = await pageOf(ctx, { ...input, group_by: group, sort: 'receivable' }, top, 0);
  const list = await named(ctx, group, input, rows);
  return { list: list.map(({ id, name, deals, receivable, received }) => ({ id, name, deals, receivable, received })) };
}

export function personBars(ctx: Ctx, input: ParsedInputOf<typeof chartPerson>): Promise<DataOf<typeof chartPerson>> {
  return bars(ctx, input, 'person', input.top);
}

export function departmentBars(ctx: Ctx, input: ParsedInputOf<typeof chartDepartment>): Promise<DataOf<typeof chartDepartment>> {
  return bars(ctx, input, 'department', CHART_BARS_MAX);
}
