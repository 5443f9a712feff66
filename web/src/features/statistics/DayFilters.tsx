import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PerformanceGroup } from '@brokerage/contract';
import { showError } from '../../api/bridge';
import { FilterBar } from '../../components/list';
import { DAY_FORMAT, dayOutOfReach, dayRangeOf, daysTooLong } from './days';
import { GroupFilter, SortFilter, StoreFilter, TeamFilter } from './filterControls';

// The filters of a statistics screen over days.
type DayQuery<S extends string> = { date_from: string; date_to: string; group_by: PerformanceGroup; sort: S; store_id?: number | undefined; department_id?: number | undefined };

type Props<S extends string> = {
  value: DayQuery<S>;
  // The screen's opening filters: those still at them are not counted as set.
  defaults: DayQuery<S>;
  onChange: (patch: Partial<DayQuery<S>>) => void;
  maxDays: number;
  sorts: readonly S[];
  sortLabel: (sort: S) => string;
  // The screen's test id prefix: `${testId}-filter-bar`, `-filter-days`, `-filter-group`, `-filter-sort`, `-filter-store`, `-filter-team`.
  testId: string;
};

// The days (at most maxDays: the picker puts days beyond them out of reach), the grouping, the order and, for those
// who may list them, one store and one team.
export function DayFilters<S extends string>({ value, defaults, onChange, maxDays, sorts, sortLabel, testId }: Props<S>) {
  const { t } = useTranslation();
  const days = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const range = dayRangeOf(dates[0].format(DAY_FORMAT), dates[1].format(DAY_FORMAT));
    if (daysTooLong(range)) showError(t('statistics.followup.filters.tooLong', { max: maxDays }), 5);
    else onChange(range);
  };
  const active = [
    value.date_from !== defaults.date_from || value.date_to !== defaults.date_to, value.store_id !== undefined, value.department_id !== undefined,
    value.group_by !== defaults.group_by, value.sort !== defaults.sort,
  ].filter(Boolean).length;
  return (
    <FilterBar active={active} testId={`${testId}-filter-bar`}>
      <span data-testid={`${testId}-filter-days`}>
        <DatePicker.RangePicker allowClear={false} value={[dayjs(value.date_from), dayjs(value.date_to)]}
          placeholder={[t('statistics.followup.filters.from'), t('statistics.followup.filters.to')]}
          disabledDate={(day, info) => info.type === 'date' && dayOutOfReach(day.format(DAY_FORMAT), info.from?.format(DAY_FORMAT))}
          renderExtraFooter={() => (
            <Typography.Text type="secondary">{t('statistics.followup.filters.rangeHint', { max: maxDays })}</Typography.Text>
          )}
          onChange={(dates) => days(dates)} />
      </span>
      <GroupFilter value={value.group_by} onChange={(group) => onChange({ group_by: group })} testId={`${testId}-filter-group`} />
      <SortFilter value={value.sort} sorts={sorts} label={sortLabel} onChange={(sort) => onChange({ sort })} testId={`${testId}-filter-sort`} />
      <StoreFilter value={value.store_id} onChange={(storeId) => onChange({ store_id: storeId })} testId={`${testId}-filter-store`} />
      <TeamFilter storeId={value.store_id} value={value.department_id} onChange={(teamId) => onChange({ department_id: teamId })} testId={`${testId}-filter-team`} />
    </FilterBar>
  );
}
