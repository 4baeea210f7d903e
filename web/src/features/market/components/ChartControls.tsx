import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { RowBetween } from "@/ui/Card";
import { PRICE_RANGES } from "../candles";
import type { PriceRange } from "../types";
import type { ChartStyle } from "./PriceChart";

const Group = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 2px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.bg2};
`;

const Choice = styled.button`
  border: 0;
  border-radius: 10px;
  padding: 4px 10px;
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text1};
  background: transparent;
  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.colors.bg0};
    font-weight: 600;
  }
`;

const STYLES: readonly ChartStyle[] = ["candles", "line"];
const RANGE_LABELS: Record<PriceRange, string> = { "1d": "market.range.1d", "1w": "market.range.1w", "1m": "market.range.1m", all: "market.range.all" };
const STYLE_LABELS: Record<ChartStyle, string> = { candles: "market.style.candles", line: "market.style.line" };

/** The range buttons (1 D / 1 W / 1 M / All) and the candles / line switch of a price chart. */
export function ChartControls({ range, onRange, style, onStyle, testId }: { range: PriceRange; onRange: (r: PriceRange) => void; style: ChartStyle; onStyle: (s: ChartStyle) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <RowBetween>
      <Group role="group" aria-label={t("market.chartRange")}>
        {PRICE_RANGES.map((r) => (
          <Choice key={r} type="button" aria-pressed={r === range} onClick={() => onRange(r)} data-testid={`${testId}-range-${r}`}>
            {t(RANGE_LABELS[r])}
          </Choice>
        ))}
      </Group>
      <Group role="group" aria-label={t("market.chartStyle")}>
        {STYLES.map((s) => (
          <Choice key={s} type="button" aria-pressed={s === style} onClick={() => onStyle(s)} data-testid={`${testId}-style-${s}`}>
            {t(STYLE_LABELS[s])}
          </Choice>
        ))}
      </Group>
    </RowBetween>
  );
}
