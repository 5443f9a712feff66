import { groupRowName, type AssessGroup, type AssessGroupRow, type AssessKpi, type AssessRow, type Lang } from '@brokerage/contract';

// The screens on /statistics/process-assessment; the house statistics first, so links without a view keep opening them.
export const ASSESS_VIEWS = ['house', 'assess', 'quota', 'look'] as const;
export type AssessView = (typeof ASSESS_VIEWS)[number];
export const DEFAULT_VIEW: AssessView = 'house';
// The URL query parameter that keeps the view.
export const VIEW_PARAM = 'view';
// The views only holders of these see (the house statistics are everyone's who reach the page).
export const ASSESS_CODES = ['assess:view', 'assess:examine'] as const;

export function viewOf(raw: string | undefined, allowed: boolean): AssessView {
  const found = ASSESS_VIEWS.find((v) => v === raw);
  return found && (found === DEFAULT_VIEW || allowed) ? found : DEFAULT_VIEW;
}

export type KpiCell = { actual: number; quota: number | null; met: boolean | null };

// One KPI of one person: what they did, the target (null without a quota) and whether it was reached.
export function kpiCell(row: Pick<AssessRow, 'actual' | 'quota' | 'met'>, kpi: AssessKpi): KpiCell {
  return { actual: row.actual[kpi], quota: row.quota?.[kpi] ?? null, met: row.met?.[kpi] ?? null };
}

// The pass rates above the people are per store.
export const RATE_GROUP: AssessGroup = 'store';

// A pass-rate row's name: its store's, or for id 0 the people without a store, named as the statistics name it.
export function rateRowName(row: Pick<AssessGroupRow, 'id' | 'name'>, lang: Lang): string {
  return groupRowName(RATE_GROUP, row, lang);
}

// The pass rate (0 to 1) as a percentage with at most one decimal.
export function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

// 'YYYY-MM' of a 'YYYY-MM-DD' day.
export function monthOf(day: string): string {
  return day.slice(0, 7);
}
