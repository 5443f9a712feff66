import { useMemo, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from './EChart';
import type { ChartLook, ChartOption } from './chartOptions';

// The box every statistics chart is drawn in, and the look they share.

export const CHART_HEIGHT = 300;
// A bar chart of many rows grows rather than squeeze its bars.
const BAR_ROW = 24;
export const barsHeight = (count: number) => Math.max(CHART_HEIGHT, 48 + count * BAR_ROW);

// Colours and type of the charts from the antd theme.
export function useChartLook(): ChartLook {
  const { token } = theme.useToken();
  return useMemo(() => ({
    receivable: token.colorPrimary, received: token.colorSuccess, valid: token.colorSuccess, invalid: token.colorError,
    text: token.colorTextSecondary, axis: token.colorBorder, split: token.colorBorderSecondary, tooltip: token.colorBgElevated,
    font: token.fontFamily, fontSize: token.fontSizeSM,
  }), [token]);
}

type ChartQuery<T> = { data?: T; isError: boolean; refetch: () => unknown };

type Props<T> = {
  title: string;
  // What the chart shows, in words: its accessible name.
  label: string;
  testId: string;
  query: ChartQuery<T>;
  option: ChartOption | undefined;
  // Whether the answer has anything worth drawing; otherwise `empty` says so.
  drawable: (data: T) => boolean;
  empty: string;
  height?: number;
};

// A chart's box: its title, then the chart, or while it loads a placeholder, without data an empty state, on a failure
// a retry.
export function ChartCard<T>({ title, label, testId, query, option, drawable, empty, height = CHART_HEIGHT }: Props<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.charts.error')} data-testid={`${testId}-error`}>
        <Button onClick={() => void query.refetch()}>{t('statistics.charts.retry')}</Button>
      </Empty>
    );
  } else if (query.data === undefined || !option) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (!drawable(query.data)) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} data-testid={`${testId}-empty`} />;
  } else {
    body = <EChart option={option} label={label} testId={testId} height={height} />;
  }
  return (
    <Card title={title} size="small" data-testid={`${testId}-card`}>
      <Flex vertical justify="center" style={{ minHeight: CHART_HEIGHT }}>{body}</Flex>
    </Card>
  );
}
