import { STATISTICS_MONTHS_MAX, monthSpan } from '@brokerage/contract';

// The range of months the performance calls sum ('YYYY-MM', both included).
export type MonthRange = { month_from: string; month_to: string };

// What the screen opens with: the year so far, from January of this month's year to this month.
export function yearToDate(thisMonth: string): MonthRange {
  return { month_from: `${thisMonth.slice(0, 4)}-01`, month_to: thisMonth };
}

// The range two picked months make, in order, whichever was picked first.
export function rangeOf(a: string, b: string): MonthRange {
  return a <= b ? { month_from: a, month_to: b } : { month_from: b, month_to: a };
}

export function tooLong({ month_from, month_to }: MonthRange): boolean {
  return monthSpan(month_from, month_to) > STATISTICS_MONTHS_MAX;
}

// In the month picker, once one end is picked: a month that would make the range longer than one call sums is
// out of reach.
export function outOfReach(month: string, picked: string | undefined): boolean {
  return picked !== undefined && tooLong(rangeOf(month, picked));
}
