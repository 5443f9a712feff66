import {
  HOUSE_STATISTICS_KPIS, groupRowName, type ChartBar, type FollowupStatisticsRow, type HouseChartPoint, type HouseStatisticsKpi, type Lang,
  type MonthPoint, type PerformanceGroup,
} from '@brokerage/contract';
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
  valid: string;
  invalid: string;
  text: string;
  axis: string;
  split: string;
  tooltip: string;
  font: string;
  fontSize: number;
};

// The words and number formats of the interface language.
export type ChartWords = {
  // The interface language, which also names the bar of the people without a team.
  lang: Lang;
  receivable: string;
  received: string;
  // A tooltip's amount ("12,000.00 yuan").
  money: (yuan: number) => string;
  // An axis tick, short ("1.2万", "12K").
  tick: (yuan: number) => string;
};

// The words of the follow-up chart in the interface language.
export type FollowupChartWords = {
  valid: string;
  invalid: string;
  tick: (count: number) => string;
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

// People who wrote no follow-up draw nothing worth a chart.
export function hasWritten(rows: readonly { written: number }[]): boolean {
  return rows.some((r) => r.written > 0);
}

// How a chart words its numbers: in the tooltip (`value`), on the axis (`tick`); whole numbers (counts) have no
// ticks between them.
type Numbers = { value: (n: number) => string; tick: (n: number) => string; whole?: boolean };

function common({ value, tick, whole = false }: Numbers, look: ChartLook) {
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
      valueFormatter: (shown: unknown) => value(Number(shown)),
    },
    // The labels stay inside the box, however long the names.
    grid: { left: 8, right: 16, top: 36, bottom: 8, outerBoundsMode: 'same' as const },
    valueAxis: {
      type: 'value' as const,
      axisLabel: { color: look.text, formatter: (shown: number) => tick(shown) },
      splitLine: { lineStyle: { color: look.split } },
      ...(whole ? { minInterval: 1 } : {}),
    },
    axisLine,
  };
}

function bar(name: string, data: number[], color: string): BarSeriesOption {
  return { type: 'bar', name, data, itemStyle: { color } };
}

function series(words: ChartWords, look: ChartLook, rows: readonly { receivable: number; received: number }[]): BarSeriesOption[] {
  return [bar(words.receivable, rows.map((r) => r.receivable), look.receivable), bar(words.received, rows.map((r) => r.received), look.received)];
}

// The monthly trend: 应收 and 实收 side by side for every month of the range.
export function monthTrendOption(points: readonly MonthPoint[], words: ChartWords, look: ChartLook): ChartOption {
  const { valueAxis, axisLine, ...rest } = common({ value: words.money, tick: words.tick }, look);
  return {
    ...rest,
    xAxis: { type: 'category', data: points.map((p) => p.month), axisLine, axisLabel: { color: look.text } },
    yAxis: valueAxis,
    series: series(words, look, points),
  };
}

// Horizontal bars, a row of them per name, the first at the top.
function horizontalBars(names: string[], bars: BarSeriesOption[], numbers: Numbers, look: ChartLook): ChartOption {
  const { valueAxis, axisLine, ...rest } = common(numbers, look);
  return {
    ...rest,
    xAxis: valueAxis,
    yAxis: {
      type: 'category', inverse: true, data: names, axisLine,
      axisLabel: { color: look.text, width: 96, overflow: 'truncate' },
    },
    series: bars,
  };
}

// The top people or teams as horizontal bars, the largest at the top.
export function topBarsOption(bars: readonly ChartBar[], group: PerformanceGroup, words: ChartWords, look: ChartLook): ChartOption {
  return horizontalBars(bars.map((b) => groupRowName(group, b, words.lang)), series(words, look, bars), { value: words.money, tick: words.tick }, look);
}

// The people with the most valid follow-ups, the most at the top: their valid and invalid ones side by side.
export function followupBarsOption(rows: readonly FollowupStatisticsRow[], words: FollowupChartWords, look: ChartLook): ChartOption {
  const bars = [bar(words.valid, rows.map((r) => r.valid), look.valid), bar(words.invalid, rows.map((r) => r.invalid), look.invalid)];
  return horizontalBars(rows.map((r) => r.name), bars, { value: String, tick: words.tick, whole: true }, look);
}

// The house columns the trend shows to begin with; the legend shows or hides the others.
export const HOUSE_TREND_SHOWN: readonly HouseStatisticsKpi[] = ['houses', 'followups', 'looks'];

// Periods without any house work draw nothing worth a chart.
export function hasHouseWork(points: readonly HouseChartPoint[]): boolean {
  return points.some((p) => HOUSE_STATISTICS_KPIS.some((kpi) => p[kpi] !== 0));
}

// The house work per period: a bar for each column, in the palette's colours, the legend choosing which are drawn.
export function houseTrendOption(
  points: readonly HouseChartPoint[], words: { names: Record<HouseStatisticsKpi, string>; tick: (count: number) => string }, look: ChartLook,
): ChartOption {
  const { valueAxis, axisLine, legend, ...rest } = common({ value: String, tick: words.tick, whole: true }, look);
  return {
    ...rest,
    legend: { ...legend, type: 'scroll', selected: Object.fromEntries(HOUSE_STATISTICS_KPIS.map((kpi) => [words.names[kpi], HOUSE_TREND_SHOWN.includes(kpi)])) },
    xAxis: { type: 'category', data: points.map((p) => p.period), axisLine, axisLabel: { color: look.text } },
    yAxis: valueAxis,
    series: HOUSE_STATISTICS_KPIS.map((kpi): BarSeriesOption => ({ type: 'bar', name: words.names[kpi], data: points.map((p) => p[kpi]) })),
  };
}
