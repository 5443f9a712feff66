import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_STATISTICS_KPIS, HOUSE_STATISTICS_KPI_LABELS, type HouseChartPoint, type HouseStatisticsKpi } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { ChartCard, useChartLook } from './ChartCard';
import { compactNumber, hasHouseWork, houseTrendOption } from './chartOptions';
import { useHouseTrend, type HouseChartFilters } from './queries';

// The house work per day of the range (per month over longer ranges), a bar for each column.
export function HouseChart({ filters }: { filters: HouseChartFilters }) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const look = useChartLook();
  const lang = i18n.language;
  const words = useMemo(() => ({
    names: Object.fromEntries(HOUSE_STATISTICS_KPIS.map((kpi) => [kpi, label(HOUSE_STATISTICS_KPI_LABELS[kpi])])) as Record<HouseStatisticsKpi, string>,
    tick: compactNumber(lang),
    // `label` changes with the language, which `lang` already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [lang]);
  const trend = useHouseTrend(filters);
  const points = trend.data?.list;
  const option = useMemo(() => points && houseTrendOption(points, words, look), [points, words, look]);
  const unit = t(`statistics.house.chart.${trend.data?.unit ?? 'day'}`);
  return (
    <ChartCard<HouseChartPoint[]> title={t('statistics.house.chart.title')} testId="house-statistics-chart"
      label={t('statistics.house.chart.label', { unit, from: filters.date_from, to: filters.date_to })}
      query={{ data: points, isError: trend.isError, refetch: trend.refetch }} option={option} drawable={hasHouseWork}
      empty={t('statistics.house.chart.empty')} />
  );
}
