import { useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { InfoText } from "@/ui/Card";
import { SeriesChart } from "../components/SeriesChart";
import { marketData } from "../source";
import type { HistoryRoute, PriceRange } from "../types";

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* Beside the swap form where the screen leaves room for it, under it otherwise. */
  @media (min-width: 1400px) {
    position: absolute;
    top: 0;
    left: calc(100% + 16px);
    width: 420px;
    padding: 16px;
    border-radius: 24px;
    background: ${({ theme }) => theme.colors.bg1};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The open chart beside the swap: its own chunk with the market source and the chart library. */
export default function SwapChartBody({ id, chainId, route, title }: { id: string; chainId: number; route: HistoryRoute | undefined; title: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<PriceRange>("1d");
  const series = marketData.useRouteHistory(chainId, route, range);
  let content;
  if (!route) content = <InfoText data-testid="swap-chart-pick">{t("swapChart.pick")}</InfoText>;
  else if (series.noPool) content = <InfoText data-testid="swap-chart-no-pool">{t("swapChart.noPool")}</InfoText>;
  else
    content = (
      <>
        <strong>{title}</strong>
        <SeriesChart series={series} range={range} onRange={setRange} label={title} testId="swap-chart" height={220} />
      </>
    );
  return (
    <Body id={id} data-testid="swap-chart-panel">
      {content}
    </Body>
  );
}
