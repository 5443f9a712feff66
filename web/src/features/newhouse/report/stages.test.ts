import { describe, expect, it } from 'vitest';
import { REPORT_STAGES, type NewhouseReport } from '@brokerage/contract';
import { amountKindOf, canEditReport, hasReportActions, previousStageTime, reportActions } from './stages';

const times = (filled: Partial<Record<(typeof REPORT_STAGES)[number], number>>) =>
  Object.fromEntries(REPORT_STAGES.map((s) => [s, filled[s] ?? null])) as NewhouseReport['stage_times'];

describe('reportActions', () => {
  it('offers valid and invalid while a report is pending', () => {
    expect(reportActions({ confirm: 'pending', stage: 'reported', lapsed: 0 })).toEqual({ valid: true, invalid: true, stages: [] });
  });
  it('offers only invalid for a lapsed pending report', () => {
    expect(reportActions({ confirm: 'pending', stage: 'reported', lapsed: 1 })).toEqual({ valid: false, invalid: true, stages: [] });
  });
  it('offers the contract\'s next stages of a valid report, and nothing once invalid', () => {
    expect(reportActions({ confirm: 'valid', stage: 'reported', lapsed: 0 }).stages).toEqual(['visited']);
    expect(reportActions({ confirm: 'valid', stage: 'visited', lapsed: 0 }).stages).toEqual(['pledged', 'subscribed']);
    expect(reportActions({ confirm: 'valid', stage: 'subscribed', lapsed: 0 }).stages).toEqual(['dealt', 'refunded']);
    expect(hasReportActions({ confirm: 'valid', stage: 'settled', lapsed: 0 })).toBe(false);
    expect(hasReportActions({ confirm: 'invalid', stage: 'reported', lapsed: 0 })).toBe(false);
  });
});

describe('amountKindOf', () => {
  it('asks the deal price at 认购 and 成交, the commission at 结佣, nothing elsewhere', () => {
    expect(amountKindOf('subscribed')).toBe('deal');
    expect(amountKindOf('dealt')).toBe('deal');
    expect(amountKindOf('settled')).toBe('commission');
    expect(amountKindOf('visited')).toBeNull();
    expect(amountKindOf('refunded')).toBeNull();
  });
});

describe('canEditReport and previousStageTime', () => {
  it('lets only a pending report that has not lapsed be edited', () => {
    expect(canEditReport({ confirm: 'pending', lapsed: 0 })).toBe(true);
    expect(canEditReport({ confirm: 'valid', lapsed: 0 })).toBe(false);
    // Its visit window is over: no planned visit is accepted any more, it can only be decided invalid.
    expect(canEditReport({ confirm: 'pending', lapsed: 1 })).toBe(false);
  });
  it('dates the next stage from the latest one reached, else from the filing', () => {
    expect(previousStageTime({ stage: 'visited', stage_times: times({ reported: 100, visited: 200 }), created_at: 100 })).toBe(200);
    expect(previousStageTime({ stage: 'reported', stage_times: times({}), created_at: 100 })).toBe(100);
  });
});
