import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonSecondary } from "@/ui/Button";
import { InfoText } from "@/ui/Card";
import type { PriceRange, PriceSeries } from "../types";
import { ChartControls } from "./ChartControls";
import { Muted } from "./cells";
import type { ChartStyle } from "./PriceChart";

const PriceChart = lazy(() => import("./PriceChart"));

/** A price series with its range and style controls, and what it says while loading, on failure or with no data. */
export function SeriesChart({ series, range, onRange, label, testId, height }: { series: PriceSeries; range: PriceRange; onRange: (r: PriceRange) => void; label: string; testId: string; height?: number }) {
  const { t } = useTranslation();
  const [style, setStyle] = useState<ChartStyle>("candles");
  const { status } = series;
  let chart;
  if (status.status === "error" && series.candles.length === 0)
    chart = (
      <InfoText role="alert" data-testid={`${testId}-error`}>
        {t("market.chartError")}{" "}
        <ButtonSecondary style={{ width: "auto", padding: "4px 10px" }} onClick={series.retry}>
          {t("activity.retry")}
        </ButtonSecondary>
      </InfoText>
    );
  else if (status.status === "loading") chart = <InfoText data-testid={`${testId}-loading`}>{t("common.loading")}</InfoText>;
  else if (series.candles.length === 0) chart = <InfoText data-testid={`${testId}-empty`}>{t("market.noHistory")}</InfoText>;
  else
    chart = (
      <Suspense fallback={<InfoText>{t("common.loading")}</InfoText>}>
        <PriceChart candles={series.candles} style={style} label={label} testId={testId} height={height} />
      </Suspense>
    );
  return (
    <>
      <ChartControls range={range} onRange={onRange} style={style} onStyle={setStyle} testId={testId} />
      {chart}
      {series.interpolated && series.candles.length > 0 ? <Muted>{t("poolPage.timesNote")}</Muted> : null}
      {series.dataSource ? (
        <Muted data-testid={`${testId}-data-source`} data-source={series.dataSource}>
          {t(series.dataSource === "indexer" ? "explore.dataFromIndexer" : "explore.dataFromChain")}
        </Muted>
      ) : null}
    </>
  );
}
