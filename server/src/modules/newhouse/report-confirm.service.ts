import { sql } from 'kysely';
import {
  REPORT_AMOUNT_STAGES, REPORT_STAGE_LABELS, canMoveReport, type DataOf, type ParsedInputOf, type ReportConfirm, type ReportStage,
  newhouseReportConfirm,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { yuanToFen } from '../../core/money.js';
import { monthOf } from '../../core/clock.js';
import { DAY, refuse, refuseField } from './newhouse-read.js';
import { STAGE_COLUMNS, handleable, reportItem } from './report-read.js';

// The project side's decision on a report (有效 / 无效) and its progress 报备 → 带看 → 认筹 → 认购 → 成交 → 结佣 (退筹
// after 认筹 or 认购). Each stage is dated, never before the previous one nor in the future, and protection runs again
// from it for the project's protect days as they are now.

type Input = ParsedInputOf<typeof newhouseReportConfirm>;

const PENDING: ReportConfirm = 'pending';
const VALID: ReportConfirm = 'valid';
const REPORTED: ReportStage = 'reported';
const VISITED: ReportStage = 'visited';
const SETTLED: ReportStage = 'settled';
// A stage dated this little after now is still "now" (clocks differ a little).
const CLOCK_SLACK = 60;

async function handledReport(ctx: Ctx, input: Input) {
  const row = await ctx.db.selectFrom('newhouse_report as r').innerJoin('newhouse as n', 'n.id', 'r.newhouse_id')
    .selectAll('r').select('n.protect_days').where('r.id', '=', input.id).where(handleable(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.version !== input.version) throw new AppError('STALE');
  return row;
}
type Report = Awaited<ReturnType<typeof handledReport>>;

const lapsed = (report: Report, now: number) => report.stage === REPORTED && Number(report.visit_deadline) < now;
const windowDays = (report: Report) => Math.round((Number(report.visit_deadline) - Number(report.reported_at)) / DAY);

// Writes the change at the version read (else 602144), bumping it.
async function write(ctx: Ctx, report: Report, values: Record<string, unknown>): Promise<void> {
  const result = await ctx.db.updateTable('newhouse_report').set({ ...values, version: sql<number>`version + 1`, updated_at: ctx.now })
    .where('id', '=', report.id).where('version', '=', report.version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
}

async function decide(ctx: Ctx, report: Report, confirm: 'valid' | 'invalid', reason: string): Promise<void> {
  if (report.confirm !== PENDING) refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'decided');
  if (confirm === VALID && lapsed(report, ctx.now)) refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'lapsed', { days: windowDays(report) });
  if (confirm !== VALID && !reason) refuseField(ctx.lang, 'reason', 'reasonRequired');
  await write(ctx, report, { confirm, confirm_reason: confirm === VALID ? '' : reason, confirmed_by: ctx.caller.staffId, confirmed_at: ctx.now });
}

async function advance(ctx: Ctx, report: Report, stage: ReportStage, at: number, amount: number | undefined): Promise<void> {
  if (report.confirm !== VALID) refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'confirmFirst');
  const from = report.stage as ReportStage;
  if (!canMoveReport(from, stage)) {
    refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'stage', { from: REPORT_STAGE_LABELS[from][ctx.lang], to: REPORT_STAGE_LABELS[stage][ctx.lang] });
  }
  const previous = Number(report[STAGE_COLUMNS[from]] ?? report.reported_at);
  if (at < previous || at > ctx.now + CLOCK_SLACK) refuseField(ctx.lang, 'at', 'stageTime');
  // A visit after the window comes too late: the report lapsed at its end.
  if (stage === VISITED && at > Number(report.visit_deadline)) refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'lapsed', { days: windowDays(report) });
  if (REPORT_AMOUNT_STAGES.includes(stage) && amount === undefined) refuseField(ctx.lang, 'amount', 'amountRequired');
  const money = amount === undefined || !REPORT_AMOUNT_STAGES.includes(stage) ? {}
    // The commission at 结佣 counts as new-house performance in its company month (statistics/newhouse-month.ts).
    : stage === SETTLED ? { commission_amount: yuanToFen(amount), settled_month: monthOf(at) } : { deal_amount: yuanToFen(amount) };
  await write(ctx, report, { stage, [STAGE_COLUMNS[stage]]: at, ...money, protected_until: at + report.protect_days * DAY });
}

export async function confirmReport(ctx: Ctx, input: Input): Promise<DataOf<typeof newhouseReportConfirm>> {
  const report = await handledReport(ctx, input);
  if (input.confirm !== undefined) await decide(ctx, report, input.confirm, input.reason);
  else if (input.stage !== undefined) await advance(ctx, report, input.stage, input.at ?? ctx.now, input.amount);
  return reportItem(ctx, report.id);
}
