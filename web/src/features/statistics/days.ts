import { FOLLOWUP_STATISTICS_DAYS_MAX, daySpan } from '@brokerage/contract';
import { companyToday } from '../../lib/time';

// The range of days the follow-up statistics count ('YYYY-MM-DD', both included).
export type DayRange = { date_from: string; date_to: string };

// How many days the follow-up statistics open on, today included.
export const OPENING_DAYS = 30;

export const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_MS = 86_400_000;

// The company's today, as the performance screen takes this month.
export function today(): string {
  return companyToday();
}

// The day `count` days after 'YYYY-MM-DD' (before, when negative), on the calendar: no time zone or clock change moves it.
function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

// What the screen opens with: the last 30 days up to `until` (today).
export function lastDays(until: string, count = OPENING_DAYS): DayRange {
  return { date_from: addDays(until, 1 - count), date_to: until };
}

// The range two picked days make, in order, whichever was picked first.
export function dayRangeOf(a: string, b: string): DayRange {
  return a <= b ? { date_from: a, date_to: b } : { date_from: b, date_to: a };
}

export function daysTooLong({ date_from, date_to }: DayRange): boolean {
  return daySpan(date_from, date_to) > FOLLOWUP_STATISTICS_DAYS_MAX;
}

// In the day picker, once one end is picked: a day that would make the range longer than one call counts is out
// of reach.
export function dayOutOfReach(day: string, picked: string | undefined): boolean {
  return picked !== undefined && daysTooLong(dayRangeOf(day, picked));
}
