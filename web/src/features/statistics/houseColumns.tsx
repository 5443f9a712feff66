import { HOUSE_STATISTICS_KPIS, HOUSE_STATISTICS_KPI_LABELS, type HouseStatisticsRow, type PerformanceGroup } from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { useNameColumns } from './columns';

// The columns of the house statistics table for a grouping: the row's name (for a person also their store and team),
// then each count.
export function useHouseColumns(group: PerformanceGroup): ListColumn<HouseStatisticsRow>[] {
  const label = useLabel();
  const names = useNameColumns<HouseStatisticsRow>(group);
  return [
    ...names,
    ...HOUSE_STATISTICS_KPIS.map((kpi): ListColumn<HouseStatisticsRow> => (
      { key: kpi, title: label(HOUSE_STATISTICS_KPI_LABELS[kpi]), align: 'right', render: (_, r) => r[kpi] }
    )),
  ];
}
