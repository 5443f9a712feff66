import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { Lang } from '@brokerage/contract';
import { messageTexts } from '../features/message/texts';
import {
  CHINESE_RECENT, agoLabelOf, formatDate, formatRecent, formatWan, timeAgo, toMillis, toWan, type AgoKey, type RecentLabel,
} from './format';

// Instants made in UTC and shown in the company's default zone, Asia/Shanghai (UTC+8), whatever the machine's zone.
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const ago = (seconds: number) => NOW - seconds * 1000;

describe('toMillis and formatDate', () => {
  it('treats a 10-digit number as seconds and a 13-digit one as milliseconds', () => {
    const ms = Date.UTC(2024, 0, 1, 19, 4, 5);
    expect(toMillis(ms / 1000)).toBe(ms);
    expect(toMillis(String(ms / 1000))).toBe(ms);
    expect(toMillis(ms)).toBe(ms);
    expect(formatDate(ms / 1000)).toBe('2024-01-02 03:04:05');
    expect(formatDate(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('uses YYYY-MM-DD HH:mm:ss by default and accepts another format', () => {
    const ms = Date.UTC(2025, 11, 31, 15, 59, 58);
    expect(formatDate(ms)).toBe('2025-12-31 23:59:58');
    expect(formatDate(ms, 'YYYY-MM')).toBe('2025-12');
    expect(formatDate(new Date(ms))).toBe('2025-12-31 23:59:58');
  });

  it('gives an empty text for missing or unreadable input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('timeAgo (helper one)', () => {
  const cases: [number, string][] = [
    [0, 'just now'],
    [299, 'just now'],
    [300, '5 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [86400, '1 day ago'],
    [29 * 86400, '29 days ago'],
    [30 * 86400, '1 month ago'],
    [364 * 86400, '12 months ago'],
    [365 * 86400, '1 year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ];
  it.each(cases)('%i seconds ago reads %s', (seconds, text) => {
    expect(timeAgo(ago(seconds), { now: NOW })).toBe(text);
  });

  it('accepts seconds and a translation', () => {
    expect(timeAgo(Math.floor(ago(7200) / 1000), { now: NOW, label: (unit, count) => `${unit}:${count}` })).toBe('hours:2');
  });

  it('treats a time in the future as just now', () => {
    expect(timeAgo(NOW + 60_000, { now: NOW })).toBe('just now');
  });
});

describe('timeAgo (helper one) in the four languages', () => {
  // The interface's wording: the shell's message texts, read as the app's i18next reads them.
  async function labelIn(lang: Lang) {
    const i18n = createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { translation: { message: messageTexts[lang] } } }, interpolation: { escapeValue: false } });
    return agoLabelOf((key: AgoKey, options?: { count: number }) => i18n.t(key, options));
  }
  const SECONDS = [60, 300, 3600, 2 * 3600, 86400, 3 * 86400, 30 * 86400, 2 * 30 * 86400, 365 * 86400, 2 * 365 * 86400];
  const wording: Record<Lang, string[]> = {
    en: ['just now', '5 minutes ago', '1 hour ago', '2 hours ago', '1 day ago', '3 days ago', '1 month ago', '2 months ago', '1 year ago', '2 years ago'],
    zh: ['刚刚', '5分钟前', '1小时前', '2小时前', '1天前', '3天前', '1个月前', '2个月前', '1年前', '2年前'],
    es: ['justo ahora', 'hace 5 minutos', 'hace 1 hora', 'hace 2 horas', 'hace 1 día', 'hace 3 días', 'hace 1 mes', 'hace 2 meses', 'hace 1 año', 'hace 2 años'],
    ja: ['たった今', '5分前', '1時間前', '2時間前', '1日前', '3日前', '1か月前', '2か月前', '1年前', '2年前'],
  };
  it.each(Object.keys(wording) as Lang[])('reads in %s', async (lang) => {
    const label = await labelIn(lang);
    expect(SECONDS.map((seconds) => timeAgo(ago(seconds), { now: NOW, label }))).toEqual(wording[lang]);
  });
});

describe('formatRecent (helper two)', () => {
  const cases: [number, string][] = [
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [61, '2分钟前'],
    [3599, '60分钟前'],
    [3600, '1小时前'],
    [3601, '2小时前'],
    [86399, '24小时前'],
    [86400, '1天前'],
    [2 * 86400 - 1, '1天前'],
  ];
  it.each(cases)('%i seconds ago reads %s', (seconds, text) => {
    expect(formatRecent(ago(seconds), { now: NOW })).toBe(text);
  });

  it('shows the date from two days on', () => {
    expect(formatRecent(ago(2 * 86400), { now: NOW })).toBe('2026-11-20 12:00:00');
    expect(formatRecent(ago(40 * 86400), { now: NOW, format: 'YYYY-MM-DD' })).toBe('2026-10-13');
  });

  it('reads 10-digit seconds and uses the given wording', () => {
    const english: RecentLabel = (unit, count) => (unit === 'justNow' ? 'just now' : `${unit} ${count}`);
    expect(formatRecent(Math.floor(ago(10) / 1000), { now: NOW, label: english })).toBe('just now');
    expect(formatRecent(ago(100_000), { now: NOW, label: english })).toBe('yesterday 1');
    expect(CHINESE_RECENT('yesterday', 1)).toBe('1天前');
  });
});

describe('money in units of ten thousand', () => {
  it('divides by 10 000 and rounds to two decimals', () => {
    expect(toWan(1_234_567)).toBe(123.46);
    expect(toWan(10_000)).toBe(1);
    expect(toWan(0)).toBe(0);
    expect(toWan(5_000.5)).toBe(0.5);
    expect(toWan(123_456_789.99, 4)).toBe(12345.679);
    expect(toWan(Number.NaN)).toBe(0);
  });

  it('formats without trailing zeros', () => {
    expect(formatWan(1_500_000)).toBe('150');
    expect(formatWan(1_234_567)).toBe('123.46');
    expect(formatWan(1_000)).toBe('0.1');
  });
});
