import { assessStores, NO_LOOK_DAYS_DEFAULT, noLookCustomers } from '@brokerage/contract';
import { parseQuery, readSearch, writeSearch } from '../../components/list';
import { lastDays, today, type DayRange } from '../statistics/days';
import { VIEW_PARAM } from './views';

// 带看考核's filters as the link keeps them: the viewings' day range and the days a customer may go without a viewing.
export type LookState = DayRange & { days: number };

// A link's range and days, each checked by its call's own rules; what they refuse falls back to the opening filters.
export function readLook(search: string): LookState {
  const raw = readSearch(search);
  const range = parseQuery(assessStores.input, { date_from: raw.date_from, date_to: raw.date_to }) ?? lastDays(today());
  const days = raw.days === undefined ? NO_LOOK_DAYS_DEFAULT : parseQuery(noLookCustomers.input, { days: raw.days })?.days ?? NO_LOOK_DAYS_DEFAULT;
  return { date_from: range.date_from, date_to: range.date_to, days };
}

export function writeLook(state: LookState): string {
  return writeSearch({ [VIEW_PARAM]: 'look', ...state }, { days: NO_LOOK_DAYS_DEFAULT });
}
