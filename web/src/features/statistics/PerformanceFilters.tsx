import { DatePicker, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PERFORMANCE_KINDS, PERFORMANCE_KIND_LABELS, PERFORMANCE_SORTS, STATISTICS_MONTHS_MAX, performanceList, type PerformanceKind } from '@brokerage/contract';
import { showError } from '../../api/bridge';
import { FilterBar } from '../../components/list';
import { useEnumOptions } from '../house/options';
import { GroupFilter, Labelled, SortFilter, StoreFilter, TeamFilter } from './filterControls';
import { outOfReach, rangeOf, tooLong } from './months';

export type PerformanceQuery = z.output<(typeof performanceList)['input']>;
type Patch = Partial<PerformanceQuery>;

const MONTH = 'YYYY-MM';
const ALL = 'all';

type Props = {
  value: PerformanceQuery;
  // The screen's opening filters: those still at them are not counted as set.
  defaults: PerformanceQuery;
  onChange: (patch: Patch) => void;
};

// The months (at most 24: the picker puts months beyond them out of reach), the kind (sale, rental, new house), the
// grouping, the order and, for those who may list stores, one store.
export function PerformanceFilters({ value, defaults, onChange }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const months = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const range = rangeOf(dates[0].format(MONTH), dates[1].format(MONTH));
    if (tooLong(range)) showError(t('statistics.filters.tooLong', { max: STATISTICS_MONTHS_MAX }), 5);
    else onChange(range);
  };
  const active = [
    value.month_from !== defaults.month_from || value.month_to !== defaults.month_to, value.kind !== undefined, value.store_id !== undefined, value.department_id !== undefined,
    value.group_by !== defaults.group_by, value.sort !== defaults.sort,
  ].filter(Boolean).length;
  return (
    <FilterBar active={active} testId="statistics-filter-bar">
      <span data-testid="statistics-filter-months">
        <DatePicker.RangePicker picker="month" allowClear={false} value={[dayjs(value.month_from), dayjs(value.month_to)]}
          placeholder={[t('statistics.filters.from'), t('statistics.filters.to')]}
          disabledDate={(month, info) => info.type === 'month' && outOfReach(month.format(MONTH), info.from?.format(MONTH))}
          renderExtraFooter={() => <Typography.Text type="secondary">{t('statistics.filters.rangeHint', { max: STATISTICS_MONTHS_MAX })}</Typography.Text>}
          onChange={(dates) => months(dates)} />
      </span>
      <Labelled text={t('statistics.filters.kind')}>
        <Segmented<PerformanceKind | typeof ALL> aria-label={t('statistics.filters.kind')} value={value.kind ?? ALL}
          options={[{ value: ALL, label: t('statistics.filters.allKinds') }, ...options(PERFORMANCE_KINDS, PERFORMANCE_KIND_LABELS)]}
          onChange={(kind) => onChange({ kind: kind === ALL ? undefined : kind })} data-testid="statistics-filter-kind" />
      </Labelled>
      <GroupFilter value={value.group_by} onChange={(group) => onChange({ group_by: group })} testId="statistics-filter-group" />
      <SortFilter value={value.sort} sorts={PERFORMANCE_SORTS} label={(sort) => t(`statistics.measures.${sort}`)}
        onChange={(sort) => onChange({ sort })} testId="statistics-filter-sort" />
      <StoreFilter value={value.store_id} onChange={(storeId) => onChange({ store_id: storeId })} testId="statistics-filter-store" />
      <TeamFilter storeId={value.store_id} value={value.department_id} onChange={(teamId) => onChange({ department_id: teamId })} testId="statistics-filter-team" />
    </FilterBar>
  );
}
