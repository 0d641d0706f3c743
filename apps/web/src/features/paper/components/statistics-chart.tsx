import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

// Only what the statistics draw: bars, their grid, tooltip and legend, as SVG. This file is its own chunk,
// loaded when the statistics are first opened.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartRow = { label: string; count: number; score: number };

/** Items and score per group as two bars; the numbers are in the table beside it (the chart is hidden from screen readers). */
export default function StatisticsChart({ rows, countName, scoreName }: { rows: ChartRow[]; countName: string; scoreName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const chart = echarts.init(ref.current!, undefined, { renderer: 'svg' });
    chart.setOption({
      color: [token.colorPrimary, token.colorWarning],
      textStyle: { fontFamily: token.fontFamily },
      tooltip: { trigger: 'axis' },
      legend: { data: [countName, scoreName], top: 0 },
      grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: rows.map((r) => r.label),
        axisLabel: { interval: 0, overflow: 'truncate', width: Math.max(80, Math.floor(560 / Math.max(rows.length, 1))) },
      },
      yAxis: [
        { type: 'value', name: countName, minInterval: 1 },
        { type: 'value', name: scoreName, splitLine: { show: false } },
      ],
      series: [
        { name: countName, type: 'bar', data: rows.map((r) => r.count), barMaxWidth: 24 },
        { name: scoreName, type: 'bar', yAxisIndex: 1, data: rows.map((r) => r.score), barMaxWidth: 24 },
      ],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(ref.current!);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [rows, countName, scoreName, token]);
  return <div ref={ref} aria-hidden style={{ width: '100%', height: 220 }} />;
}
