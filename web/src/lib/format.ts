import dayjs from 'dayjs';
import { companyTimeZone } from './time';

// Spec §9 helpers. Pure functions but for the company's time zone (lib/time): "now" and the wording are parameters,
// so they run (and are tested) outside the browser and follow the interface language when the caller passes its translations.

// A timestamp as the server and the old product sent it: a 10-digit number (or numeric text) is seconds,
// anything else numeric is milliseconds.
export type TimeInput = number | string | Date;

export function toMillis(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  const text = String(time).trim();
  if (/^\d+$/.test(text)) return text.length === 10 ? Number(text) * 1000 : Number(text);
  return new Date(text).getTime();
}

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// The default date format, on the company's clock; empty or unreadable input gives '' rather than 'Invalid Date'.
export function formatDate(time: TimeInput | null | undefined, format = DEFAULT_DATE_FORMAT): string {
  if (time === null || time === undefined || time === '') return '';
  const ms = toMillis(time);
  return Number.isFinite(ms) ? dayjs(ms).tz(companyTimeZone()).format(format) : '';
}

export type AgoUnit = 'justNow' | 'minutes' | 'hours' | 'days' | 'months' | 'years';
// Wording of helper one; `count` is 0 for justNow.
export type AgoLabel = (unit: AgoUnit, count: number) => string;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'} ago`;

export const ENGLISH_AGO: AgoLabel = (unit, count) => {
  switch (unit) {
    case 'justNow':
      return 'just now';
    case 'minutes':
      return plural(count, 'minute');
    case 'hours':
      return plural(count, 'hour');
    case 'days':
      return plural(count, 'day');
    case 'months':
      return plural(count, 'month');
    default:
      return plural(count, 'year');
  }
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Helper one: under 5 minutes 'just now', then minutes, hours, days (under 30), months (30 days), years (365 days).
export function agoUnit(time: TimeInput, now: number = Date.now()): { unit: AgoUnit; count: number } {
  const seconds = Math.max(0, (now - toMillis(time)) / 1000);
  if (seconds < 5 * MINUTE) return { unit: 'justNow', count: 0 };
  if (seconds < HOUR) return { unit: 'minutes', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hours', count: Math.floor(seconds / HOUR) };
  if (seconds < 30 * DAY) return { unit: 'days', count: Math.floor(seconds / DAY) };
  if (seconds < 365 * DAY) return { unit: 'months', count: Math.floor(seconds / (30 * DAY)) };
  return { unit: 'years', count: Math.floor(seconds / (365 * DAY)) };
}

// Helper one's wording in the interface language: the shell's texts `message.ago` (the four languages, with their
// plural forms) read through i18next's `t`.
export type AgoKey = `message.ago.${AgoUnit}`;
export function agoLabelOf(t: (key: AgoKey, options?: { count: number }) => string): AgoLabel {
  return (unit, count) => (unit === 'justNow' ? t('message.ago.justNow') : t(`message.ago.${unit}`, { count }));
}

export function timeAgo(time: TimeInput, { now = Date.now(), label = ENGLISH_AGO }: { now?: number; label?: AgoLabel } = {}): string {
  const { unit, count } = agoUnit(time, now);
  return label(unit, count);
}

export type RecentUnit = 'justNow' | 'minutes' | 'hours' | 'yesterday';
export type RecentLabel = (unit: RecentUnit, count: number) => string;

// The spec quotes this helper in Chinese ('刚刚', '1天前'); this is its wording in the Chinese UI.
export const CHINESE_RECENT: RecentLabel = (unit, count) => {
  switch (unit) {
    case 'justNow':
      return '刚刚';
    case 'minutes':
      return `${count}分钟前`;
    case 'hours':
      return `${count}小时前`;
    default:
      return '1天前';
  }
};

// Helper two: '刚刚' under 30 s, minutes (rounded up) under an hour, hours (rounded up) under a day,
// '1天前' under two days, otherwise the date in `format`.
export function formatRecent(
  time: TimeInput,
  { now = Date.now(), label = CHINESE_RECENT, format = DEFAULT_DATE_FORMAT }: { now?: number; label?: RecentLabel; format?: string } = {},
): string {
  const seconds = (now - toMillis(time)) / 1000;
  if (seconds < 30) return label('justNow', 0);
  if (seconds < HOUR) return label('minutes', Math.ceil(seconds / MINUTE));
  if (seconds < DAY) return label('hours', Math.ceil(seconds / HOUR));
  if (seconds < 2 * DAY) return label('yesterday', 1);
  return formatDate(time, format);
}

// Money is shown in units of ten thousand (万): 1234567 yuan → 123.46; trailing zeros dropped.
export function toWan(yuan: number, digits = 2): number {
  if (!Number.isFinite(yuan)) return 0;
  return Number((yuan / 10_000).toFixed(digits));
}

export function formatWan(yuan: number, digits = 2): string {
  return String(toWan(yuan, digits));
}
