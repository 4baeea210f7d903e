import { useEffect, useRef } from "react";
import { createChart, LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from "lightweight-charts";
import { useTheme } from "styled-components";
import type { ChartPoint } from "./poolSeries";

/**
 * A line chart (lightweight-charts). Lives in its own module so the chart library is only fetched with the pool
 * page. The last value and the number of points are exposed as data attributes for tests and assistive text.
 */
export default function LineChart({ points, label, testId }: { points: ChartPoint[]; label: string; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<"Line"> | null>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      height: 220,
      autoSize: true,
      layout: { background: { color: "transparent" }, textColor: theme.colors.text2, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: theme.colors.border } },
      timeScale: { timeVisible: true },
    });
    chart.current = c;
    series.current = c.addSeries(LineSeries, { color: theme.colors.primary1, lineWidth: 2, priceFormat: { type: "price", precision: 6, minMove: 0.000001 } });
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [theme]);

  useEffect(() => {
    series.current?.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    chart.current?.timeScale().fitContent();
  }, [points, theme]);

  const last = points[points.length - 1];
  return <div ref={box} role="img" aria-label={label} data-testid={testId} data-points={points.length} data-last={last ? String(last.value) : ""} />;
}
