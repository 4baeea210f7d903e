import { useEffect, useRef } from "react";
import { CandlestickSeries, createChart, LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from "lightweight-charts";
import { useTheme } from "styled-components";
import type { PriceCandle } from "../types";

export type ChartStyle = "candles" | "line";

/**
 * A price chart of candles or of their closes (lightweight-charts, as the pool page). Lives in its own module so the
 * chart library is fetched only with a page or panel that draws one. The last close and the number of candles are
 * data attributes for tests and assistive text.
 */
export default function PriceChart({ candles, style, label, testId, height = 260 }: { candles: PriceCandle[]; style: ChartStyle; label: string; testId: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<"Candlestick"> | ISeriesApi<"Line"> | null>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      height,
      autoSize: true,
      layout: { background: { color: "transparent" }, textColor: theme.colors.text2, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: theme.colors.border } },
      timeScale: { timeVisible: true },
    });
    const priceFormat = { type: "price" as const, precision: 8, minMove: 0.00000001 };
    series.current =
      style === "candles"
        ? c.addSeries(CandlestickSeries, { upColor: theme.colors.green, downColor: theme.colors.red, wickUpColor: theme.colors.green, wickDownColor: theme.colors.red, borderVisible: false, priceFormat })
        : c.addSeries(LineSeries, { color: theme.colors.primary1, lineWidth: 2, priceFormat });
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [theme, style, height]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    if (style === "candles") (s as ISeriesApi<"Candlestick">).setData(candles.map((k) => ({ ...k, time: k.time as UTCTimestamp })));
    else (s as ISeriesApi<"Line">).setData(candles.map((k) => ({ time: k.time as UTCTimestamp, value: k.close })));
    chart.current?.timeScale().fitContent();
  }, [candles, style, theme]);

  const last = candles[candles.length - 1];
  return <div ref={box} role="img" aria-label={label} data-testid={testId} data-style={style} data-candles={candles.length} data-last={last ? String(last.close) : ""} />;
}
