import type { ReactNode } from 'react';
import { DatePicker, Flex, Segmented, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  DEAL_KIND_LABELS, HOUSE_KINDS, PERFORMANCE_GROUP_LABELS, PERFORMANCE_GROUPS, PERFORMANCE_SORTS, STATISTICS_MONTHS_MAX, performanceList,
  type DealKind, type PerformanceGroup, type PerformanceSort,
} from '@brokerage/contract';
import { showError } from '../../api/bridge';
import { FilterBar } from '../../components/list';
import { useEnumOptions } from '../house/options';
import { useStores } from '../house/queries';
import { outOfReach, rangeOf, tooLong } from './months';

export type PerformanceQuery = z.output<(typeof performanceList)['input']>;
type Patch = Partial<PerformanceQuery>;

const MONTH = 'YYYY-MM';
const ALL = 'all';
// A row of choices scrolls in its own box rather than push the page wider on a phone.
const SCROLLS = { maxWidth: '100%', overflowX: 'auto' } as const;

type Props = {
  value: PerformanceQuery;
  // The screen's opening filters: those still at them are not counted as set.
  defaults: PerformanceQuery;
  onChange: (patch: Patch) => void;
};

// The months (at most 24: the picker puts months beyond them out of reach), the kind of deal, the grouping, the
// order and, for those who may list stores, one store.
export function PerformanceFilters({ value, defaults, onChange }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const stores = useStores();
  const months = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const range = rangeOf(dates[0].format(MONTH), dates[1].format(MONTH));
    if (tooLong(range)) showError(t('statistics.filters.tooLong', { max: STATISTICS_MONTHS_MAX }), 5);
    else onChange(range);
  };
  const active = [
    value.month_from !== defaults.month_from || value.month_to !== defaults.month_to, value.kind !== undefined, value.store_id !== undefined,
    value.group_by !== defaults.group_by, value.sort !== defaults.sort,
  ].filter(Boolean).length;
  const labelled = (text: string, control: ReactNode) => (
    <Flex align="center" gap={6} style={SCROLLS}>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{text}</Typography.Text>
      {control}
    </Flex>
  );
  return (
    <FilterBar active={active} testId="statistics-filter-bar">
      <span data-testid="statistics-filter-months">
        <DatePicker.RangePicker picker="month" allowClear={false} value={[dayjs(value.month_from), dayjs(value.month_to)]}
          placeholder={[t('statistics.filters.from'), t('statistics.filters.to')]}
          disabledDate={(month, info) => info.type === 'month' && outOfReach(month.format(MONTH), info.from?.format(MONTH))}
          renderExtraFooter={() => <Typography.Text type="secondary">{t('statistics.filters.rangeHint', { max: STATISTICS_MONTHS_MAX })}</Typography.Text>}
          onChange={(dates) => months(dates)} />
      </span>
      {labelled(t('statistics.filters.kind'), (
        <Segmented<DealKind | typeof ALL> aria-label={t('statistics.filters.kind')} value={value.kind ?? ALL}
          options={[{ value: ALL, label: t('statistics.filters.allKinds') }, ...options(HOUSE_KINDS, DEAL_KIND_LABELS)]}
          onChange={(kind) => onChange({ kind: kind === ALL ? undefined : kind })} data-testid="statistics-filter-kind" />
      ))}
      {labelled(t('statistics.filters.group'), (
        <Segmented<PerformanceGroup> aria-label={t('statistics.filters.group')} value={value.group_by}
          options={options(PERFORMANCE_GROUPS, PERFORMANCE_GROUP_LABELS)} onChange={(group) => onChange({ group_by: group })}
          data-testid="statistics-filter-group" />
      ))}
      <Select<PerformanceSort> style={{ width: 200 }} aria-label={t('statistics.filters.sort')} value={value.sort}
        options={PERFORMANCE_SORTS.map((sort) => ({ value: sort, label: `${t('statistics.filters.sort')}: ${t(`statistics.measures.${sort}`)}` }))}
        onChange={(sort) => onChange({ sort })} data-testid="statistics-filter-sort" />
      {stores.allowed && (
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 150 }} placeholder={t('statistics.filters.store')}
          aria-label={t('statistics.filters.store')} value={value.store_id}
          options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} onChange={(storeId?: number) => onChange({ store_id: storeId })}
          data-testid="statistics-filter-store" />
      )}
    </FilterBar>
  );
}
