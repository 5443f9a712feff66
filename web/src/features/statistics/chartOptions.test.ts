import { describe, expect, it } from 'vitest';
import type { BarSeriesOption } from 'echarts/charts';
import type { FollowupStatisticsRow } from '@brokerage/contract';
import {
  compactNumber, followupBarsOption, hasHouseWork, hasPerformance, hasWritten, houseTrendOption, monthTrendOption, topBarsOption, type ChartLook,
  type ChartWords,
} from './chartOptions';

const look: ChartLook = {
  receivable: '#1890ff', received: '#52c41a', valid: '#52c41a', invalid: '#ff4d4f', text: '#333', axis: '#ccc', split: '#eee', tooltip: '#fff',
  font: 'sans-serif', fontSize: 12,
};
const words: ChartWords = { lang: 'zh', receivable: '应收业绩', received: '实收业绩', money: (y) => `${y.toFixed(2)} 元`, tick: (y) => `${y / 10_000}万` };

const seriesOf = (option: { series?: unknown }) => option.series as BarSeriesOption[];
type Axis = { type: string; data?: string[]; inverse?: boolean; minInterval?: number; axisLabel?: { formatter?: (v: number) => string } };

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
    ], 'person', words, look);
    const names = option.yAxis as Axis;
    expect(names.type).toBe('category');
    expect(names.inverse).toBe(true);
    expect(names.data).toEqual(['张伟', '李明']);
    expect((option.xAxis as Axis).type).toBe('value');
    expect(seriesOf(option).map((s) => s.data)).toEqual([[50_000, 9_000], [20_000, 9_000]]);
  });

  it('names the bar of the people without a team in the interface language', () => {
    const teams = [{ id: 4, name: '一组', deals: 2, receivable: 30_000, received: 0 }, { id: 0, name: '', deals: 1, receivable: 8_000, received: 0 }];
    expect((topBarsOption(teams, 'department', words, look).yAxis as Axis).data).toEqual(['一组', '无部门']);
    expect((topBarsOption(teams, 'department', { ...words, lang: 'es' }, look).yAxis as Axis).data).toEqual(['一组', 'Sin equipo']);
  });
});

describe('the people with the most valid follow-ups', () => {
  const person = (id: number, name: string, valid: number, invalid: number): FollowupStatisticsRow => ({
    id, name, store_name: '陆家嘴店', department_name: '一组', total: valid + invalid + 3, written: valid + invalid, valid, invalid, kinds: {} as FollowupStatisticsRow['kinds'],
  });
  const option = followupBarsOption([person(3, '张伟', 12, 2), person(7, '李明', 5, 0)], { valid: '有效跟进', invalid: '无效跟进', tick: String }, look);

  it('draws their valid and invalid follow-ups as horizontal bars, the most valid at the top', () => {
    const names = option.yAxis as Axis;
    expect(names.inverse).toBe(true);
    expect(names.data).toEqual(['张伟', '李明']);
    expect(seriesOf(option).map((s) => [s.name, s.data, (s.itemStyle as { color: string }).color])).toEqual([
      ['有效跟进', [12, 5], '#52c41a'],
      ['无效跟进', [2, 0], '#ff4d4f'],
    ]);
  });

  it('counts in whole numbers', () => {
    expect((option.xAxis as Axis).minInterval).toBe(1);
    expect((option.tooltip as { valueFormatter: (v: number) => string }).valueFormatter(12)).toBe('12');
  });

  it('has nothing to draw when nobody wrote a follow-up', () => {
    expect(hasWritten([])).toBe(false);
    expect(hasWritten([{ written: 0 }, { written: 0 }])).toBe(false);
    expect(hasWritten([{ written: 0 }, { written: 1 }])).toBe(true);
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

describe('the house trend', () => {
  const names = { houses: '新增房源', followups: '跟进', looks: '带看', second_looks: '二看', keys: '钥匙', entrusts: '委托书', pictures: '图片', prices: '调价', phone_views: '查看电话' };
  const zero = { houses: 0, followups: 0, looks: 0, second_looks: 0, keys: 0, entrusts: 0, pictures: 0, prices: 0, phone_views: 0 };
  const points = [{ ...zero, period: '2026-11-01', houses: 2, looks: 1 }, { ...zero, period: '2026-11-02', phone_views: 3 }];
  const option = houseTrendOption(points, { names, tick: String }, look);

  it('has one category per period and a bar series per column, only the first three shown to begin with', () => {
    expect((option.xAxis as Axis).data).toEqual(['2026-11-01', '2026-11-02']);
    expect(seriesOf(option).map((s) => [s.name, s.data])).toEqual([
      ['新增房源', [2, 0]], ['跟进', [0, 0]], ['带看', [1, 0]], ['二看', [0, 0]], ['钥匙', [0, 0]], ['委托书', [0, 0]], ['图片', [0, 0]], ['调价', [0, 0]], ['查看电话', [0, 3]],
    ]);
    expect((option.legend as { selected: Record<string, boolean> }).selected).toEqual({
      新增房源: true, 跟进: true, 带看: true, 二看: false, 钥匙: false, 委托书: false, 图片: false, 调价: false, 查看电话: false,
    });
    expect((option.yAxis as Axis).minInterval).toBe(1);
  });

  it('has nothing to draw when every period is zero', () => {
    expect(hasHouseWork(points)).toBe(true);
    expect(hasHouseWork([{ ...zero, period: '2026-11' }])).toBe(false);
  });
});
