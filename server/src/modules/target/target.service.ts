import { sql } from 'kysely';
import type { TargetFields, TargetItem } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { MonthlyTargetTable } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { monthOf } from '../../core/clock.js';
import { dealsCounted } from '../../core/deal-count.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';

type Row = Omit<MonthlyTargetTable, 'id' | 'staff_id'> & { id: number };
type Actual = { number: number; money: number };
type Actuals = { loan: Actual; old: Actual; new: Actual };
const NONE: Actual = { number: 0, money: 0 };

// The months' actuals of one person. Rentals (loan) and sales (old) from their deals' performance rows: the deals
// whose 应收业绩 they share in the month less those terminated in it, and that 应收业绩 in fen (taken back by a
// termination). New houses from the reports they filed: those that reached 成交 in the month, and the commissions
// recorded at 结佣 in the month (a new-house sale makes no deal).
async function actualsOf(ctx: Ctx, staffId: number, months: string[]): Promise<Map<string, Actuals>> {
  const byMonth = new Map<string, Actuals>();
  if (!months.length) return byMonth;
  const known = (month: string) => byMonth.get(month) ?? { loan: NONE, old: NONE, new: NONE };
  const rows = await ctx.db.selectFrom('deal_performance as p').innerJoin('deal as d', 'd.id', 'p.deal_id')
    .select([
      'p.month', 'd.kind',
      dealsCounted('p.receivable', 'p.deal_id').as('deals'),
      sql<number>`coalesce(sum(p.receivable), 0)`.as('receivable'),
    ])
    .where('p.staff_id', '=', staffId).where('p.month', 'in', months).groupBy(['p.month', 'd.kind']).execute();
  for (const row of rows) {
    const actual = { number: Number(row.deals), money: Number(row.receivable) };
    byMonth.set(row.month, row.kind === 'rent' ? { ...known(row.month), loan: actual } : { ...known(row.month), old: actual });
  }
  // A person's reports that went that far are few: read along the reporter's index, counted by company month here.
  const reports = await ctx.db.selectFrom('newhouse_report').select(['dealt_at', 'settled_at', 'commission_amount'])
    .where('reporter_id', '=', staffId).where((eb) => eb.or([eb('dealt_at', 'is not', null), eb('settled_at', 'is not', null)])).execute();
  const wanted = new Set(months);
  for (const report of reports) {
    if (report.dealt_at !== null && wanted.has(monthOf(Number(report.dealt_at)))) {
      const month = monthOf(Number(report.dealt_at));
      const now = known(month);
      byMonth.set(month, { ...now, new: { ...now.new, number: now.new.number + 1 } });
    }
    if (report.settled_at !== null && report.commission_amount !== null && wanted.has(monthOf(Number(report.settled_at)))) {
      const month = monthOf(Number(report.settled_at));
      const now = known(month);
      byMonth.set(month, { ...now, new: { ...now.new, money: now.new.money + Number(report.commission_amount) } });
    }
  }
  return byMonth;
}

function toItem(row: Row, actuals: Actuals = { loan: NONE, old: NONE, new: NONE }): TargetItem {
  return {
    id: row.id,
    month: row.month,
    created_at: row.created_at,
    target_number_loan: row.target_number_loan,
    target_money_loan: fenToYuan(row.target_money_loan),
    target_number_old: row.target_number_old,
    target_money_old: fenToYuan(row.target_money_old),
    target_number_new: row.target_number_new,
    target_money_new: fenToYuan(row.target_money_new),
    actual_number_loan: actuals.loan.number,
    actual_money_loan: fenToYuan(actuals.loan.money),
    actual_number_old: actuals.old.number,
    actual_money_old: fenToYuan(actuals.old.money),
    actual_number_new: actuals.new.number,
    actual_money_new: fenToYuan(actuals.new.money),
  };
}

const COLUMNS = [
  'id', 'month', 'created_at', 'target_number_loan', 'target_money_loan', 'target_number_old', 'target_money_old',
  'target_number_new', 'target_money_new',
] as const;

// Targets are set once per month and cannot be changed afterwards (spec §5).
export async function saveTarget(ctx: Ctx, input: TargetFields): Promise<TargetItem> {
  const month = monthOf(ctx.now);
  const inserted = await ctx.db.insertInto('monthly_target').values({
    staff_id: ctx.caller.staffId,
    month,
    created_at: ctx.now,
    target_number_loan: input.target_number_loan,
    target_money_loan: yuanToFen(input.target_money_loan),
    target_number_old: input.target_number_old,
    target_money_old: yuanToFen(input.target_money_old),
    target_number_new: input.target_number_new,
    target_money_new: yuanToFen(input.target_money_new),
  }).onConflict((oc) => oc.columns(['staff_id', 'month']).doNothing()).returning(COLUMNS).executeTakeFirst();
  if (!inserted) throw new AppError('CONFLICT', { detail: `target for ${month}` });
  return toItem(inserted, (await actualsOf(ctx, ctx.caller.staffId, [month])).get(month));
}

export async function listTargets(ctx: Ctx, input: { page: number; limit: number; month?: string | undefined }) {
  let query = ctx.db.selectFrom('monthly_target').where('staff_id', '=', ctx.caller.staffId);
  if (input.month) query = query.where('month', '=', input.month);
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('month', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const actuals = await actualsOf(ctx, ctx.caller.staffId, rows.map((r) => r.month));
  return { list: rows.map((row) => toItem(row, actuals.get(row.month))), page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}
