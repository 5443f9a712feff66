import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format';
import {
  DEFAULT_COMPANY_TIME_ZONE, companyNow, companyTimeZone, companyToday, dayOf, fromEpoch, setCompanyTimeZone, toEpoch,
} from './time';

const WALL = 'YYYY-MM-DD HH:mm:ss';
const seconds = (ms: number) => ms / 1000;
// 2026-03-01 02:30 UTC: 10:30 that morning in Shanghai (UTC+8), still 18:30 the day before in Los Angeles (UTC-8).
const INSTANT = Date.UTC(2026, 2, 1, 2, 30, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(INSTANT);
});
afterEach(() => {
  vi.useRealTimers();
  setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE);
});

describe('the company clock', () => {
  it('is Asia/Shanghai until user/info names the zone', () => {
    expect(companyTimeZone()).toBe('Asia/Shanghai');
    expect(companyNow().format(WALL)).toBe('2026-03-01 10:30:00');
    expect(companyToday()).toBe('2026-03-01');
    setCompanyTimeZone('America/Los_Angeles');
    expect(companyTimeZone()).toBe('America/Los_Angeles');
    expect(companyNow().format(WALL)).toBe('2026-02-28 18:30:00');
    expect(companyToday()).toBe('2026-02-28');
  });

  it('is the pickers\' "now" too (dayjs\'s default zone)', () => {
    setCompanyTimeZone('America/Los_Angeles');
    expect(dayjs().tz().format(WALL)).toBe('2026-02-28 18:30:00');
    setCompanyTimeZone('Asia/Shanghai');
    expect(dayjs().tz().format(WALL)).toBe('2026-03-01 10:30:00');
  });

  it('counts this week and this month on the company\'s days', () => {
    setCompanyTimeZone('America/Los_Angeles');
    expect(companyNow().format('YYYY-MM')).toBe('2026-02');
    expect(companyNow().startOf('month').format(WALL)).toBe('2026-02-01 00:00:00');
    setCompanyTimeZone('Asia/Shanghai');
    expect(companyNow().format('YYYY-MM')).toBe('2026-03');
  });
});

describe('stored times and walls', () => {
  it.each([
    ['Asia/Shanghai', '2026-03-01 10:30:00'],
    ['America/Los_Angeles', '2026-02-28 18:30:00'],
  ])('shows a stored time on the clock of %s and reads it back to the same second', (zone, wall) => {
    setCompanyTimeZone(zone);
    const shown = fromEpoch(seconds(INSTANT));
    expect(shown.format(WALL)).toBe(wall);
    expect(toEpoch(shown)).toBe(seconds(INSTANT));
    expect(toEpoch(dayjs(wall))).toBe(seconds(INSTANT));
  });

  it('sends a picked day as the start (or the end) of that company day', () => {
    const day = dayjs('2026-03-01');
    setCompanyTimeZone('Asia/Shanghai');
    expect(toEpoch(day.startOf('day'))).toBe(seconds(Date.UTC(2026, 1, 28, 16)));
    expect(toEpoch(day.endOf('day'))).toBe(seconds(Date.UTC(2026, 2, 1, 16)) - 1);
    setCompanyTimeZone('America/Los_Angeles');
    expect(toEpoch(day.startOf('day'))).toBe(seconds(Date.UTC(2026, 2, 1, 8)));
    // The day the clocks go forward there (2026-03-08) still starts at its own midnight, then UTC-7.
    expect(toEpoch(dayjs('2026-03-09').startOf('day'))).toBe(seconds(Date.UTC(2026, 2, 9, 7)));
  });

  it('takes a wall\'s day as it reads, whatever dayjs made it', () => {
    setCompanyTimeZone('America/Los_Angeles');
    expect(dayOf(fromEpoch(seconds(INSTANT)))).toBe('2026-02-28');
    expect(dayOf(dayjs().tz())).toBe('2026-02-28');
  });
});

describe('formatDate', () => {
  it('formats epoch seconds and milliseconds on the company\'s clock', () => {
    expect(formatDate(seconds(INSTANT))).toBe('2026-03-01 10:30:00');
    expect(formatDate(INSTANT, 'YYYY-MM-DD')).toBe('2026-03-01');
    setCompanyTimeZone('America/Los_Angeles');
    expect(formatDate(seconds(INSTANT))).toBe('2026-02-28 18:30:00');
    expect(formatDate(new Date(INSTANT), 'YYYY-MM-DD HH:mm')).toBe('2026-02-28 18:30');
  });
});
