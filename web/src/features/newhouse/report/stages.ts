import { REPORT_AMOUNT_STAGES, REPORT_STAGE_NEXT, type NewhouseReport, type ReportStage } from '@brokerage/contract';

type ReportState = Pick<NewhouseReport, 'confirm' | 'stage' | 'lapsed'>;

// What the project side may do with a report: decide it while pending (a lapsed one only invalid), then move a valid
// one to exactly the stages the contract offers from where it stands.
export type ReportActions = { valid: boolean; invalid: boolean; stages: readonly ReportStage[] };

export function reportActions(report: ReportState): ReportActions {
  if (report.confirm === 'pending') return { valid: report.lapsed === 0, invalid: true, stages: [] };
  if (report.confirm === 'invalid') return { valid: false, invalid: false, stages: [] };
  return { valid: false, invalid: false, stages: REPORT_STAGE_NEXT[report.stage] };
}

export function hasReportActions(report: ReportState): boolean {
  const offered = reportActions(report);
  return offered.valid || offered.invalid || offered.stages.length > 0;
}

// 认购 and 成交 record the deal price, 结佣 the commission; the other stages record none.
export type AmountKind = 'deal' | 'commission' | null;

export function amountKindOf(stage: ReportStage): AmountKind {
  if (!REPORT_AMOUNT_STAGES.includes(stage)) return null;
  return stage === 'settled' ? 'commission' : 'deal';
}

// Only a report not yet decided and not lapsed may be changed (its name, visit and remark): a lapsed one's window is over.
export function canEditReport(report: Pick<NewhouseReport, 'confirm' | 'lapsed'>): boolean {
  return report.confirm === 'pending' && report.lapsed === 0;
}

// The earliest moment the next stage may be dated: the latest stage reached (the server refuses anything before it).
export function previousStageTime(report: Pick<NewhouseReport, 'stage' | 'stage_times' | 'created_at'>): number {
  return report.stage_times[report.stage] ?? report.created_at;
}
