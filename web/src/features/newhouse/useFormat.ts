import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { rangeText, roomsText, yuanNumber } from './format';

const EMPTY = '—';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

// The new-house figures in the interface language: "4,800,000 元", "32,000 元/㎡", "89 – 143 ㎡".
export function useNewhouseFormat() {
  const { t } = useTranslation();
  const join = (min: string, max: string) => t('newhouse.unit.range', { min, max });
  const yuan = (n: number | null) => (n === null ? EMPTY : t('newhouse.unit.yuan', { amount: yuanNumber(n) }));
  return {
    yuan,
    perSqm: (n: number | null) => (n === null ? EMPTY : t('newhouse.unit.perSqm', { amount: yuanNumber(n) })),
    yuanRange: (min: number | null, max: number | null) => {
      const amount = rangeText(min, max, yuanNumber, join);
      return amount === null ? EMPTY : t('newhouse.unit.yuan', { amount });
    },
    areaRange: (min: number | null, max: number | null) => {
      const value = rangeText(min, max, String, join);
      return value === null ? EMPTY : t('newhouse.unit.sqm', { value });
    },
    sqm: (n: number) => t('newhouse.unit.sqm', { value: n }),
    rooms: (rooms: readonly number[]) => {
      const text = roomsText(rooms);
      return text === null ? EMPTY : t('newhouse.unit.rooms', { count: text });
    },
    date: (at: number | null) => (at === null ? EMPTY : formatDate(at, DATE_FORMAT)),
    dateTime: (at: number | null) => (at === null ? EMPTY : formatDate(at, DATE_TIME_FORMAT)),
    days: (count: number) => t('newhouse.unit.days', { count }),
    years: (count: number | null) => (count === null ? EMPTY : t('newhouse.unit.years', { count })),
    text: (value: string) => value || EMPTY,
  };
}
