import { useMemo } from 'react';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLang } from '@brokerage/contract';
import { useMoney } from '../deal/columns';
import { ChartCard, barsHeight, useChartLook } from './ChartCard';
import { compactNumber, hasPerformance, monthTrendOption, topBarsOption, type ChartWords } from './chartOptions';
import { useMonthChart, useTopChart, type ChartFilters } from './queries';

// The words and numbers of the charts in the interface language.
function useChartWords(): ChartWords {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language;
  return useMemo(() => ({
    lang: isLang(lang) ? lang : 'en',
    receivable: t('statistics.measures.receivable'), received: t('statistics.measures.received'), money, tick: compactNumber(lang),
    // `money` and `t` change with the language, which `lang` already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [lang]);
}

// The monthly trend, and the top people (or, grouped by team, the teams) as horizontal bars: side by side on a
// screen, one under the other on a phone.
export function PerformanceCharts({ filters, teams }: { filters: ChartFilters; teams: boolean }) {
  const { t } = useTranslation();
  const look = useChartLook();
  const words = useChartWords();
  const months = useMonthChart(filters);
  const top = useTopChart(teams ? 'department' : 'person', filters);
  const monthOption = useMemo(() => months.data && monthTrendOption(months.data, words, look), [months.data, words, look]);
  const topOption = useMemo(() => top.data && topBarsOption(top.data, teams ? 'department' : 'person', words, look), [top.data, teams, words, look]);
  const range = { from: filters.month_from, to: filters.month_to };
  const empty = t('statistics.charts.empty');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartCard title={t('statistics.charts.month')} label={t('statistics.charts.monthLabel', range)} testId="statistics-chart-month"
          query={months} option={monthOption} drawable={hasPerformance} empty={empty} />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title={t(teams ? 'statistics.charts.teams' : 'statistics.charts.people')}
          label={t(teams ? 'statistics.charts.teamsLabel' : 'statistics.charts.peopleLabel', range)} testId="statistics-chart-top"
          query={top} option={topOption} drawable={hasPerformance} empty={empty} height={barsHeight(top.data?.length ?? 0)} />
      </Col>
    </Row>
  );
}
