import { describe, expect, it } from 'vitest';
import { outOfReach, rangeOf, tooLong, yearToDate } from './months';

describe('the months the performance screen sums', () => {
  it('opens on the year so far, January to this month', () => {
    expect(yearToDate('2026-12')).toEqual({ month_from: '2026-01', month_to: '2026-12' });
    expect(yearToDate('2027-01')).toEqual({ month_from: '2027-01', month_to: '2027-01' });
  });

  it('puts two picked months in order', () => {
    expect(rangeOf('2026-05', '2025-11')).toEqual({ month_from: '2025-11', month_to: '2026-05' });
    expect(rangeOf('2025-11', '2026-05')).toEqual({ month_from: '2025-11', month_to: '2026-05' });
  });

  it('allows 24 months and refuses 25', () => {
    expect(tooLong({ month_from: '2025-01', month_to: '2026-12' })).toBe(false);
    expect(tooLong({ month_from: '2024-12', month_to: '2026-12' })).toBe(true);
  });

  it('puts months beyond 24 out of reach of the month picked first, on either side', () => {
    expect(outOfReach('2028-12', '2027-01')).toBe(false);
    expect(outOfReach('2029-01', '2027-01')).toBe(true);
    expect(outOfReach('2025-02', '2027-01')).toBe(false);
    expect(outOfReach('2025-01', '2027-01')).toBe(true);
    expect(outOfReach('2010-01', undefined)).toBe(false);
  });
});
