import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, barsHeight, useChartLook } from './ChartCard';
import { compactNumber, followupBarsOption, hasWritten, type FollowupChartWords } from './chartOptions';
import { useFollowupTopChart, type FollowupChartFilters } from './queries';

// The people with the most valid follow-ups over the days, their valid and invalid ones as horizontal bars.
export function FollowupChart({ filters }: { filters: FollowupChartFilters }) {
  const { t, i18n } = useTranslation();
  const look = useChartLook();
  const lang = i18n.language;
  const words = useMemo((): FollowupChartWords => ({
    valid: t('statistics.followup.measures.valid'), invalid: t('statistics.followup.measures.invalid'), tick: compactNumber(lang),
    // `t` changes with the language, which `lang` already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [lang]);
  const top = useFollowupTopChart(filters);
  const option = useMemo(() => top.data && followupBarsOption(top.data, words, look), [top.data, words, look]);
  return (
    <ChartCard title={t('statistics.followup.chart.title')} testId="followup-statistics-chart"
      label={t('statistics.followup.chart.label', { from: filters.date_from, to: filters.date_to })}
      query={top} option={option} drawable={hasWritten} empty={t('statistics.followup.chart.empty')} height={barsHeight(top.data?.length ?? 0)} />
  );
}
