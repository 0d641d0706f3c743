import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

// Only what the data report draws: bars, their grid, tooltip and legend, as SVG. This file is its own chunk, loaded
// by the data report's pages only (as the paper's statistics chart is).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ReportSeries = { name: string; data: (number | null)[] };

/**
 * Bars by category, one series or several; the numbers are in the table beside it (the chart is hidden from screen
 * readers, and from the printed report when the caller says so).
 */
export default function ReportChart({
  categories,
  series,
  height = 240,
  max,
}: {
  categories: string[];
  series: ReportSeries[];
  height?: number;
  /** The value axis' top (a share: 1). */
  max?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const chart = echarts.init(ref.current!, undefined, { renderer: 'svg' });
    chart.setOption({
      color: [token.colorPrimary, token.colorWarning, token.colorSuccess],
      textStyle: { fontFamily: token.fontFamily },
      tooltip: { trigger: 'axis' },
      legend: series.length > 1 ? { data: series.map((s) => s.name), top: 0 } : undefined,
      grid: { left: 8, right: 8, top: series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { interval: 0, overflow: 'truncate', width: Math.max(40, Math.floor(640 / Math.max(categories.length, 1))) },
      },
      yAxis: { type: 'value', minInterval: max ? undefined : 1, max },
      series: series.map((s) => ({ name: s.name, type: 'bar', data: s.data, barMaxWidth: 28 })),
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(ref.current!);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [categories, series, max, token]);
  return <div ref={ref} aria-hidden style={{ width: '100%', height }} />;
}
