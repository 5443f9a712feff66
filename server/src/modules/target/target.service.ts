import type { TargetFields, TargetItem } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { MonthlyTargetTable } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { monthOf } from '../../core/clock.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';

type Row = Omit<MonthlyTargetTable, 'id' | 'staff_id'> & { id: number };

function toItem(row: Row): TargetItem {
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
  return toItem(inserted);
}

export async function listTargets(ctx: Ctx, input: { page: number; limit: number; month?: string | undefined }) {
  let query = ctx.db.selectFrom('monthly_target').where('staff_id', '=', ctx.caller.staffId);
  if (input.month) query = query.where('month', '=', input.month);
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('month', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toItem), page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}
