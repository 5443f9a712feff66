import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FOLLOWUP_STATISTICS_DAYS_MAX, FOLLOWUP_STATISTICS_SORTS, followupStatistics } from '@brokerage/contract';
import { showError } from '../../api/bridge';
import { FilterBar } from '../../components/list';
import { DAY_FORMAT, dayOutOfReach, dayRangeOf, daysTooLong } from './days';
import { GroupFilter, SortFilter, StoreFilter } from './filterControls';

export type FollowupQuery = z.output<(typeof followupStatistics)['input']>;
type Patch = Partial<FollowupQuery>;

type Props = {
  value: FollowupQuery;
  // The screen's opening filters: those still at them are not counted as set.
  defaults: FollowupQuery;
  onChange: (patch: Patch) => void;
};

// The days (at most 366: the picker puts days beyond them out of reach), the grouping, the order and, for those who
// may list stores, one store.
export function FollowupFilters({ value, defaults, onChange }: Props) {
  const { t } = useTranslation();
  const days = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const range = dayRangeOf(dates[0].format(DAY_FORMAT), dates[1].format(DAY_FORMAT));
    if (daysTooLong(range)) showError(t('statistics.followup.filters.tooLong', { max: FOLLOWUP_STATISTICS_DAYS_MAX }), 5);
    else onChange(range);
  };
  const active = [
    value.date_from !== defaults.date_from || value.date_to !== defaults.date_to, value.store_id !== undefined,
    value.group_by !== defaults.group_by, value.sort !== defaults.sort,
  ].filter(Boolean).length;
  return (
    <FilterBar active={active} testId="followup-statistics-filter-bar">
      <span data-testid="followup-statistics-filter-days">
        <DatePicker.RangePicker allowClear={false} value={[dayjs(value.date_from), dayjs(value.date_to)]}
          placeholder={[t('statistics.followup.filters.from'), t('statistics.followup.filters.to')]}
          disabledDate={(day, info) => info.type === 'date' && dayOutOfReach(day.format(DAY_FORMAT), info.from?.format(DAY_FORMAT))}
          renderExtraFooter={() => (
            <Typography.Text type="secondary">{t('statistics.followup.filters.rangeHint', { max: FOLLOWUP_STATISTICS_DAYS_MAX })}</Typography.Text>
          )}
          onChange={(dates) => days(dates)} />
      </span>
      <GroupFilter value={value.group_by} onChange={(group) => onChange({ group_by: group })} testId="followup-statistics-filter-group" />
      <SortFilter value={value.sort} sorts={FOLLOWUP_STATISTICS_SORTS} label={(sort) => t(`statistics.followup.measures.${sort}`)}
        onChange={(sort) => onChange({ sort })} testId="followup-statistics-filter-sort" />
      <StoreFilter value={value.store_id} onChange={(storeId) => onChange({ store_id: storeId })} testId="followup-statistics-filter-store" />
    </FilterBar>
  );
}
