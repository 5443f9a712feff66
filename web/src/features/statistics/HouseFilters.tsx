import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HOUSE_STATISTICS_DAYS_MAX, HOUSE_STATISTICS_KPIS, HOUSE_STATISTICS_KPI_LABELS, houseStatistics } from '@brokerage/contract';
import { showError } from '../../api/bridge';
import { FilterBar } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { DAY_FORMAT, dayOutOfReach, dayRangeOf, daysTooLong } from './days';
import { GroupFilter, SortFilter, StoreFilter } from './filterControls';

export type HouseQuery = z.output<(typeof houseStatistics)['input']>;
type Patch = Partial<HouseQuery>;

type Props = {
  value: HouseQuery;
  // The screen's opening filters: those still at them are not counted as set.
  defaults: HouseQuery;
  onChange: (patch: Patch) => void;
};

// The days (at most 366: the picker puts days beyond them out of reach), the grouping, the order and, for those who
// may list stores, one store.
export function HouseFilters({ value, defaults, onChange }: Props) {
  const { t } = useTranslation();
  const label = useLabel();
  const days = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const range = dayRangeOf(dates[0].format(DAY_FORMAT), dates[1].format(DAY_FORMAT));
    if (daysTooLong(range)) showError(t('statistics.followup.filters.tooLong', { max: HOUSE_STATISTICS_DAYS_MAX }), 5);
    else onChange(range);
  };
  const active = [
    value.date_from !== defaults.date_from || value.date_to !== defaults.date_to, value.store_id !== undefined,
    value.group_by !== defaults.group_by, value.sort !== defaults.sort,
  ].filter(Boolean).length;
  return (
    <FilterBar active={active} testId="house-statistics-filter-bar">
      <span data-testid="house-statistics-filter-days">
        <DatePicker.RangePicker allowClear={false} value={[dayjs(value.date_from), dayjs(value.date_to)]}
          placeholder={[t('statistics.followup.filters.from'), t('statistics.followup.filters.to')]}
          disabledDate={(day, info) => info.type === 'date' && dayOutOfReach(day.format(DAY_FORMAT), info.from?.format(DAY_FORMAT))}
          renderExtraFooter={() => (
            <Typography.Text type="secondary">{t('statistics.followup.filters.rangeHint', { max: HOUSE_STATISTICS_DAYS_MAX })}</Typography.Text>
          )}
          onChange={(dates) => days(dates)} />
      </span>
      <GroupFilter value={value.group_by} onChange={(group) => onChange({ group_by: group })} testId="house-statistics-filter-group" />
      <SortFilter value={value.sort} sorts={HOUSE_STATISTICS_KPIS} label={(sort) => label(HOUSE_STATISTICS_KPI_LABELS[sort])}
        onChange={(sort) => onChange({ sort })} testId="house-statistics-filter-sort" />
      <StoreFilter value={value.store_id} onChange={(storeId) => onChange({ store_id: storeId })} testId="house-statistics-filter-store" />
    </FilterBar>
  );
}
