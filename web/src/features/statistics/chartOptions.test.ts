import { describe, expect, it } from 'vitest';
import type { BarSeriesOption } from 'echarts/charts';
import { compactNumber, hasPerformance, monthTrendOption, topBarsOption, type ChartLook, type ChartWords } from './chartOptions';

const look: ChartLook = {
  receivable: '#1890ff', received: '#52c41a', text: '#333', axis: '#ccc', split: '#eee', tooltip: '#fff', font: 'sans-serif', fontSize: 12,
};
const words: ChartWords = { receivable: '应收业绩', received: '实收业绩', money: (y) => `${y.toFixed(2)} 元`, tick: (y) => `${y / 10_000}万` };

const seriesOf = (option: { series?: unknown }) => option.series as BarSeriesOption[];
type Axis = { type: string; data?: string[]; inverse?: boolean; axisLabel?: { formatter?: (v: number) => string } };

describe('the monthly trend', () => {
  const points = [
    { month: '2026-10', deals: 2, receivable: 12_000, received: 0 },
    { month: '2026-11', deals: 0, receivable: 0, received: 8_000.5 },
  ];
  const option = monthTrendOption(points, words, look);

  it('has one category per month and the two amounts as bars in the theme colours', () => {
    expect((option.xAxis as Axis).data).toEqual(['2026-10', '2026-11']);
    expect(seriesOf(option).map((s) => [s.name, s.data, (s.itemStyle as { color: string }).color])).toEqual([
      ['应收业绩', [12_000, 0], '#1890ff'],
      ['实收业绩', [0, 8_000.5], '#52c41a'],
    ]);
  });

  it('words the amounts in the interface language', () => {
    const tooltip = option.tooltip as { valueFormatter: (v: number) => string };
    expect(tooltip.valueFormatter(8_000.5)).toBe('8000.50 元');
    expect((option.yAxis as Axis).axisLabel?.formatter?.(20_000)).toBe('2万');
  });
});

describe('the top people or teams', () => {
  it('draws horizontal bars, the largest first at the top', () => {
    const option = topBarsOption([
      { id: 3, name: '张伟', deals: 4, receivable: 50_000, received: 20_000 },
      { id: 7, name: '李明', deals: 1, receivable: 9_000, received: 9_000 },
    ], words, look);
    const names = option.yAxis as Axis;
    expect(names.type).toBe('category');
    expect(names.inverse).toBe(true);
    expect(names.data).toEqual(['张伟', '李明']);
    expect((option.xAxis as Axis).type).toBe('value');
    expect(seriesOf(option).map((s) => s.data)).toEqual([[50_000, 9_000], [20_000, 9_000]]);
  });
});

describe('chart helpers', () => {
  it('knows a range with no performance at all', () => {
    expect(hasPerformance([])).toBe(false);
    expect(hasPerformance([{ receivable: 0, received: 0 }, { receivable: 0, received: 0 }])).toBe(false);
    expect(hasPerformance([{ receivable: 0, received: -200 }])).toBe(true);
  });

  it('shortens axis amounts in the language of the interface', () => {
    expect(compactNumber('zh-CN')(120_000)).toBe('12万');
    expect(compactNumber('en')(120_000)).toBe('120K');
  });
});
