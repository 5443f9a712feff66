import { useEffect, useRef } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartOption } from './chartOptions';

type Props = {
  option: ChartOption;
  // The chart's accessible name: what it shows, in words.
  label: string;
  testId: string;
  height?: number;
};

// One ECharts chart. ECharts loads with the first chart (a chunk of its own); the chart follows its box's size
// (window, sidebar, a phone turned) and is disposed when it leaves the page.
export function EChart({ option, label, testId, height = 300 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts').then(({ init }) => {
      const element = box.current;
      if (gone || !element) return;
      const drawn = init(element);
      drawn.setOption(latest.current, { notMerge: true });
      chart.current = drawn;
      observer = new ResizeObserver(() => drawn.resize());
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  return <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />;
}
