import { describe, expect, it } from 'vitest';
import { dayOutOfReach, dayRangeOf, daysTooLong, lastDays } from './days';

describe('the days the follow-up statistics count', () => {
  it('opens on the last 30 days, today included', () => {
    expect(lastDays('2026-12-06')).toEqual({ date_from: '2026-11-07', date_to: '2026-12-06' });
    expect(lastDays('2026-03-15')).toEqual({ date_from: '2026-02-14', date_to: '2026-03-15' });
    expect(lastDays('2027-01-10')).toEqual({ date_from: '2026-12-12', date_to: '2027-01-10' });
    // Over a 29 February.
    expect(lastDays('2028-03-01')).toEqual({ date_from: '2028-02-01', date_to: '2028-03-01' });
  });

  it('is not moved by a clock change', () => {
    // Europe and the United States move their clocks in the last days of March and October.
    expect(lastDays('2026-04-10')).toEqual({ date_from: '2026-03-12', date_to: '2026-04-10' });
    expect(lastDays('2026-11-05')).toEqual({ date_from: '2026-10-07', date_to: '2026-11-05' });
  });

  it('puts two picked days in order', () => {
    expect(dayRangeOf('2026-05-02', '2025-11-30')).toEqual({ date_from: '2025-11-30', date_to: '2026-05-02' });
    expect(dayRangeOf('2025-11-30', '2026-05-02')).toEqual({ date_from: '2025-11-30', date_to: '2026-05-02' });
  });

  it('allows 366 days and refuses 367', () => {
    expect(daysTooLong({ date_from: '2025-12-07', date_to: '2026-12-07' })).toBe(false);
    expect(daysTooLong({ date_from: '2025-12-06', date_to: '2026-12-07' })).toBe(true);
    // Over a 29 February.
    expect(daysTooLong({ date_from: '2027-03-02', date_to: '2028-03-01' })).toBe(false);
    expect(daysTooLong({ date_from: '2027-03-01', date_to: '2028-03-01' })).toBe(true);
  });

  it('puts days beyond 366 out of reach of the day picked first, on either side', () => {
    expect(dayOutOfReach('2027-12-07', '2026-12-07')).toBe(false);
    expect(dayOutOfReach('2027-12-08', '2026-12-07')).toBe(true);
    expect(dayOutOfReach('2025-12-07', '2026-12-07')).toBe(false);
    expect(dayOutOfReach('2025-12-06', '2026-12-07')).toBe(true);
    expect(dayOutOfReach('2010-01-01', undefined)).toBe(false);
  });
});
