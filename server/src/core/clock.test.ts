import { afterEach, describe, expect, it } from 'vitest';
import type { Download } from '@brokerage/contract';
import { loadConfig } from './config.js';
import {
  COMPANY_TIME_ZONE, DEFAULT_COMPANY_TIME_ZONE, addDays, companyDate, monthOf, nextDay, setCompanyTimeZone, startOfCompanyDay,
  startOfCompanyMonth, startOfDate,
} from './clock.js';
import { exportFileName } from './export.js';
import { fillDate } from '../modules/deal/deal-number.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const staffList: Download = { filename: { en: 'Staff', zh: '员工列表', es: 'Personal', ja: '社員一覧' }, columns: [] };

afterEach(() => setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE));

describe('the company calendar', () => {
  it('counts calendar days and finds a company day\'s first midnight, summer time included', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(startOfDate('2026-12-01')).toBe(at('2026-11-30T16:00:00Z'));
    setCompanyTimeZone('Europe/Madrid');
    // The last Sunday of March starts at 00:00 +01:00, the next day at 00:00 +02:00.
    expect(startOfDate('2026-03-29')).toBe(at('2026-03-28T23:00:00Z'));
    expect(startOfDate('2026-03-30')).toBe(at('2026-03-29T22:00:00Z'));
    expect(startOfCompanyDay(at('2026-03-29T20:00:00Z'))).toBe(at('2026-03-28T23:00:00Z'));
    // The last Sunday of October starts at 00:00 +02:00 and ends at 24:00 +01:00.
    expect(startOfDate('2026-10-25')).toBe(at('2026-10-24T22:00:00Z'));
    expect(startOfDate('2026-10-26')).toBe(at('2026-10-25T23:00:00Z'));
    expect(startOfCompanyDay(at('2026-10-25T22:30:00Z'))).toBe(at('2026-10-24T22:00:00Z'));
  });

  it('is Shanghai\'s unless configured: days, months and export names on its wall clock', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Shanghai');
    expect(COMPANY_TIME_ZONE).toBe('Asia/Shanghai');
    // 23:30 UTC on 30 November is 07:30 on 1 December in Shanghai.
    const t = at('2026-11-30T23:30:00Z');
    expect(companyDate(t)).toBe('2026-12-01');
    expect(monthOf(t)).toBe('2026-12');
    expect(startOfCompanyDay(t)).toBe(at('2026-11-30T16:00:00Z'));
    expect(startOfCompanyMonth(at('2026-12-06T05:00:00Z'))).toBe(at('2026-11-30T16:00:00Z'));
    expect(exportFileName(staffList, 'zh', t)).toMatch(/-20261201-0730\.xlsx$/);
  });

  it('follows COMPANY_TIME_ZONE', () => {
    const zone = loadConfig({ COMPANY_TIME_ZONE: ' Europe/Madrid ' }).timeZone;
    expect(zone).toBe('Europe/Madrid');
    setCompanyTimeZone(zone);
    expect(COMPANY_TIME_ZONE).toBe('Europe/Madrid');
    const t = at('2026-11-30T23:30:00Z');
    expect(companyDate(t)).toBe('2026-12-01');
    expect(startOfCompanyDay(t)).toBe(at('2026-11-30T23:00:00Z'));
    expect(startOfCompanyMonth(at('2026-12-20T12:00:00Z'))).toBe(at('2026-11-30T23:00:00Z'));
    // Summer time: Madrid's July starts at 22:00 UTC the day before.
    expect(startOfCompanyMonth(at('2026-07-31T12:00:00Z'))).toBe(at('2026-06-30T22:00:00Z'));
    expect(exportFileName(staffList, 'zh', t)).toMatch(/-20261201-0030\.xlsx$/);
    expect(fillDate('CJ{yyyyMMdd}', t)).toBe('CJ20261201');
    setCompanyTimeZone('America/New_York');
    expect(companyDate(t)).toBe('2026-11-30');
    // A deal's contract number carries the company's day.
    expect(fillDate('CJ{yyyyMMdd}', t)).toBe('CJ20261130');
    expect(monthOf(t)).toBe('2026-11');
  });

  it('refuses a zone the runtime does not know, with a clear message', () => {
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'Mars/Olympus' }))
      .toThrow('COMPANY_TIME_ZONE must be a time zone such as Asia/Shanghai or Europe/Madrid, got "Mars/Olympus"');
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'UTC+8' })).toThrow(/COMPANY_TIME_ZONE/);
    expect(() => setCompanyTimeZone('Shanghai')).toThrow(/COMPANY_TIME_ZONE/);
    expect(COMPANY_TIME_ZONE).toBe('Asia/Shanghai');
  });
});
