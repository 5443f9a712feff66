import { useMemo, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../deal/columns';
import { EChart } from './EChart';
import { compactNumber, hasPerformance, monthTrendOption, topBarsOption, type ChartLook, type ChartOption, type ChartWords } from './chartOptions';
import { useMonthChart, useTopChart, type ChartFilters } from './queries';

const HEIGHT = 300;
// A bar chart of many teams grows rather than squeeze its bars.
const BAR_ROW = 24;
const barsHeight = (count: number) => Math.max(HEIGHT, 48 + count * BAR_ROW);

// Colours and type of the charts from the antd theme, the words and numbers in the interface language.
function useChartStyle(): { look: ChartLook; words: ChartWords } {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const money = useMoney();
  const lang = i18n.language;
  return useMemo(() => ({
    look: {
      receivable: token.colorPrimary, received: token.colorSuccess, text: token.colorTextSecondary, axis: token.colorBorder,
      split: token.colorBorderSecondary, tooltip: token.colorBgElevated, font: token.fontFamily, fontSize: token.fontSizeSM,
    },
    words: {
      receivable: t('statistics.measures.receivable'), received: t('statistics.measures.received'), money, tick: compactNumber(lang),
    },
    // `money` and `t` change with the language, which `lang` already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [token, lang]);
}

type ChartQuery = { data?: { receivable: number; received: number }[]; isError: boolean; refetch: () => unknown };

// A chart's box: its title, then the chart, or while it loads a placeholder, without data an empty state, on a failure
// a retry.
function ChartCard({ title, label, testId, query, option, height = HEIGHT }: {
  title: string; label: string; testId: string; query: ChartQuery; option: ChartOption | undefined; height?: number;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.charts.error')} data-testid={`${testId}-error`}>
        <Button onClick={() => void query.refetch()}>{t('statistics.charts.retry')}</Button>
      </Empty>
    );
  } else if (!query.data || !option) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (!hasPerformance(query.data)) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.charts.empty')} data-testid={`${testId}-empty`} />;
  } else {
    body = <EChart option={option} label={label} testId={testId} height={height} />;
  }
  return (
    <Card title={title} size="small" data-testid={`${testId}-card`}>
      <Flex vertical justify="center" style={{ minHeight: HEIGHT }}>{body}</Flex>
    </Card>
  );
}

// The monthly trend, and the top people (or, grouped by team, the teams) as horizontal bars: side by side on a
// screen, one under the other on a phone.
export function PerformanceCharts({ filters, teams }: { filters: ChartFilters; teams: boolean }) {
  const { t } = useTranslation();
  const { look, words } = useChartStyle();
  const months = useMonthChart(filters);
  const top = useTopChart(teams ? 'department' : 'person', filters);
  const monthOption = useMemo(() => months.data && monthTrendOption(months.data, words, look), [months.data, words, look]);
  const topOption = useMemo(() => top.data && topBarsOption(top.data, words, look), [top.data, words, look]);
  const range = { from: filters.month_from, to: filters.month_to };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartCard title={t('statistics.charts.month')} label={t('statistics.charts.monthLabel', range)} testId="statistics-chart-month"
          query={months} option={monthOption} />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title={t(teams ? 'statistics.charts.teams' : 'statistics.charts.people')}
          label={t(teams ? 'statistics.charts.teamsLabel' : 'statistics.charts.peopleLabel', range)} testId="statistics-chart-top"
          query={top} option={topOption} height={barsHeight(top.data?.length ?? 0)} />
      </Col>
    </Row>
  );
}
