import { describe, expect, it } from 'vitest';
import { FRONTEND_ERROR_LIMITS, frontendErrorReport } from '@brokerage/contract';
import { ERROR_REPORT_PATH, REPORT_CAPS, ReportGate, errorLogWanted, reportOf } from './error-report';

const where = { page: '#/house/list', release: 'index-abc.js', agent: 'Mozilla/5.0' };

describe('error report', () => {
  it('goes to the contract\'s call, within its caps', () => {
    expect(ERROR_REPORT_PATH).toBe(`api/v1/${frontendErrorReport.path}`);
    expect(REPORT_CAPS).toEqual(FRONTEND_ERROR_LIMITS);
  });

  it('is wanted only in the modes the error-log setting names (spec §9: production)', () => {
    expect(errorLogWanted('production')).toBe(true);
    expect(errorLogWanted('development')).toBe(false);
    expect(errorLogWanted('staging', ['production', 'staging'])).toBe(true);
  });

  it('says what was thrown, capped, and a valid report the contract takes', () => {
    const error = new TypeError('x'.repeat(600));
    const report = reportOf(error, '', { ...where, page: `#/${'p'.repeat(400)}` });
    expect(report?.message).toHaveLength(REPORT_CAPS.message);
    expect(report?.message.startsWith('TypeError: x')).toBe(true);
    expect(report?.page).toHaveLength(REPORT_CAPS.page);
    expect(frontendErrorReport.input.safeParse(report).success).toBe(true);
    expect(reportOf('just text', '', where)).toMatchObject({ message: 'just text', stack: '' });
    expect(reportOf(null, 'Script error.', where)?.message).toBe('Script error.');
    expect(reportOf(undefined, '  ', where)).toBeNull();
  });

  it('sends each message and page once, and at most a few a minute', () => {
    const gate = new ReportGate(2);
    const one = { ...where, message: 'a', stack: '' };
    expect(gate.pass(one, 0)).toBe(true);
    expect(gate.pass(one, 1_000)).toBe(false);
    expect(gate.pass({ ...one, page: '#/other' }, 1_000)).toBe(true);
    expect(gate.pass({ ...one, message: 'b' }, 2_000)).toBe(false);
    expect(gate.pass({ ...one, message: 'b' }, 61_000)).toBe(true);
  });
});
