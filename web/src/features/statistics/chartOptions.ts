import type { ChartBar, MonthPoint } from '@brokerage/contract';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';

// The charts' options, built from the calls' answers: pure, so they are tested without a browser. Types only from
// ECharts here: the library itself loads with the chart (EChart.tsx).

export type ChartOption = ComposeOption<BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

// Colours and type from the antd theme's tokens.
export type ChartLook = {
  receivable: string;
  received: string;
  text: string;
  axis: string;
  split: string;
  tooltip: string;
  font: string;
  fontSize: number;
};

// The words and number formats of the interface language.
export type ChartWords = {
  receivable: string;
  received: string;
  // A tooltip's amount ("12,000.00 yuan").
  money: (yuan: number) => string;
  // An axis tick, short ("1.2万", "12K").
  tick: (yuan: number) => string;
};

// Compact numbers in a language ("12万" in Chinese and Japanese, "120K" in English).
export function compactNumber(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => format.format(value);
}

// Months with neither 应收 nor 实收 draw nothing worth a chart.
export function hasPerformance(points: readonly { receivable: number; received: number }[]): boolean {
  return points.some((p) => p.receivable !== 0 || p.received !== 0);
}

function common(words: ChartWords, look: ChartLook) {
  const axisLine = { lineStyle: { color: look.axis } };
  return {
    textStyle: { fontFamily: look.font, fontSize: look.fontSize, color: look.text },
    legend: { top: 0, textStyle: { color: look.text } },
    // Names are escaped by ECharts; only the amounts are formatted here.
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      backgroundColor: look.tooltip,
      textStyle: { color: look.text, fontFamily: look.font },
      valueFormatter: (value: unknown) => words.money(Number(value)),
    },
    // The labels stay inside the box, however long the names.
    grid: { left: 8, right: 16, top: 36, bottom: 8, outerBoundsMode: 'same' as const },
    valueAxis: {
      type: 'value' as const,
      axisLabel: { color: look.text, formatter: (value: number) => words.tick(value) },
      splitLine: { lineStyle: { color: look.split } },
    },
    axisLine,
  };
}

function series(words: ChartWords, look: ChartLook, rows: readonly { receivable: number; received: number }[]): BarSeriesOption[] {
  return [
    { type: 'bar', name: words.receivable, data: rows.map((r) => r.receivable), itemStyle: { color: look.receivable } },
    { type: 'bar', name: words.received, data: rows.map((r) => r.received), itemStyle: { color: look.received } },
  ];
}

// The monthly trend: 应收 and 实收 side by side for every month of the range.
export function monthTrendOption(points: readonly MonthPoint[], words: ChartWords, look: ChartLook): ChartOption {
  const { valueAxis, axisLine, ...rest } = common(words, look);
  return {
    ...rest,
    xAxis: { type: 'category', data: points.map((p) => p.month), axisLine, axisLabel: { color: look.text } },
    yAxis: valueAxis,
    series: series(words, look, points),
  };
}

// The top people or teams as horizontal bars, the largest at the top.
export function topBarsOption(bars: readonly ChartBar[], words: ChartWords, look: ChartLook): ChartOption {
  const { valueAxis, axisLine, ...rest } = common(words, look);
  return {
    ...rest,
    xAxis: valueAxis,
    yAxis: {
      type: 'category', inverse: true, data: bars.map((b) => b.name), axisLine,
      axisLabel: { color: look.text, width: 96, overflow: 'truncate' },
    },
    series: series(words, look, bars),
  };
}
