import { lazy, Suspense, useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { explorerLink, getChainInfo } from "@/networks";
import { parseAddress } from "@/sdk";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "@/ui/Card";
import { ButtonSecondary } from "@/ui/Button";
import { useWallet } from "@/wallet";
import { ErrorBox, ExplorerSuffix, Muted, Note, Row, Rows } from "../components";
import { formatAmount } from "../format";
import { useTokenLabels } from "../useTokenLabels";
import { priceOf, reserveHistory, swapRows, toChartPoints, volumeSince } from "./poolSeries";
import { usePool } from "./usePool";

const LineChart = lazy(() => import("./LineChart"));
const DAY = 24 * 60 * 60;
const LATEST_SWAPS = 10;

export default function PoolInsightPage() {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const { pairAddress = "" } = useParams();
  const valid = parseAddress(pairAddress) !== undefined;
  const { state, retry } = usePool(chainId, valid ? pairAddress : undefined);
  const [inverted, setInverted] = useState(false);
  const label = useTokenLabels(chainId);

  const view = useMemo(() => {
    if (state.status !== "ready" || !state.data.info) return undefined;
    const { info, logs, times, now } = state.data;
    const t0 = label(info.token0);
    const t1 = label(info.token1);
    const history = reserveHistory(logs);
    const price = toChartPoints(history.map((p) => ({ blockNumber: p.blockNumber, value: priceOf(p, t0.decimals, t1.decimals, inverted) })), times);
    const liquidity = toChartPoints(history.map((p) => ({ blockNumber: p.blockNumber, value: Number(p.reserve0) / 10 ** t0.decimals })), times);
    const swaps = swapRows(logs);
    const day = now === undefined ? undefined : volumeSince(swaps, times, now - DAY);
    const interpolated = history.some((p) => !times.get(p.blockNumber)?.exact);
    return { t0, t1, price, liquidity, swaps: swaps.slice(-LATEST_SWAPS).reverse(), day, interpolated, times };
  }, [state, label, inverted]);

  let body;
  if (!valid)
    body = (
      <InfoText role="alert" data-testid="pool-invalid">
        {t("poolPage.invalid")}
      </InfoText>
    );
  else if (state.status === "error")
    body = (
      <ErrorBox role="alert" data-testid="pool-insight-error">
        <span>{t("poolPage.error")}</span>
        <Muted>{state.offline ? t("insight.offline", { chain: getChainInfo(chainId)?.name ?? chainId }) : state.message}</Muted>
        <ButtonSecondary onClick={retry}>{t("activity.retry")}</ButtonSecondary>
      </ErrorBox>
    );
  else if (state.status === "loading") body = <InfoText data-testid="pool-insight-loading">{t("common.loading")}</InfoText>;
  else if (!view)
    body = (
      <InfoText role="alert" data-testid="pool-not-a-pair">
        {t("poolPage.notAPair")}
      </InfoText>
    );
  else {
    const base = inverted ? view.t1 : view.t0;
    const quote = inverted ? view.t0 : view.t1;
    body = (
      <>
        <RowBetween>
          <strong>{t("poolPage.price", { base: base.displaySymbol, quote: quote.displaySymbol })}</strong>
          <ButtonSecondary style={{ width: "auto", padding: "6px 10px" }} onClick={() => setInverted((v) => !v)} data-testid="pool-invert">
            {t("poolPage.invert")}
          </ButtonSecondary>
        </RowBetween>
        <Suspense fallback={<InfoText>{t("common.loading")}</InfoText>}>
          <LineChart points={view.price} label={t("poolPage.price", { base: base.displaySymbol, quote: quote.displaySymbol })} testId="pool-price-chart" />
          <strong>{t("poolPage.liquidity", { symbol: view.t0.displaySymbol })}</strong>
          <LineChart points={view.liquidity} label={t("poolPage.liquidity", { symbol: view.t0.displaySymbol })} testId="pool-liquidity-chart" />
        </Suspense>
        {view.interpolated ? <Note>{t("poolPage.timesNote")}</Note> : null}
        {view.day ? (
          <span data-testid="pool-volume">
            {t("poolPage.volume", {
              count: view.day.count,
              volume0: `${formatAmount(view.day.volume0, view.t0.decimals)} ${view.t0.displaySymbol}`,
              volume1: `${formatAmount(view.day.volume1, view.t1.decimals)} ${view.t1.displaySymbol}`,
            })}
          </span>
        ) : null}
        <strong>{t("poolPage.latestSwaps")}</strong>
        {view.swaps.length === 0 ? (
          <InfoText>{t("poolPage.noSwaps")}</InfoText>
        ) : (
          <Rows data-testid="pool-swaps">
            {view.swaps.map((s) => {
              const sold0 = s.amount0In > 0n;
              const sent = sold0 ? `${formatAmount(s.amount0In, view.t0.decimals)} ${view.t0.displaySymbol}` : `${formatAmount(s.amount1In, view.t1.decimals)} ${view.t1.displaySymbol}`;
              const got = sold0 ? `${formatAmount(s.amount1Out, view.t1.decimals)} ${view.t1.displaySymbol}` : `${formatAmount(s.amount0Out, view.t0.decimals)} ${view.t0.displaySymbol}`;
              const link = explorerLink(chainId, "tx", s.txHash);
              return (
                <Row key={`${s.txHash}-${s.blockNumber}-${sent}`}>
                  <span>{t("activity.swap", { sent, received: got })}</span>
                  <Muted>
                    {t("activity.block", { block: s.blockNumber })}
                    <ExplorerSuffix href={link} />
                  </Muted>
                </Row>
              );
            })}
          </Rows>
        )}
      </>
    );
  }

  return (
    <AppCard style={{ maxWidth: 640 }}>
      <Column>
        <PageTitle>{view ? t("poolPage.title", { a: view.t0.displaySymbol, b: view.t1.displaySymbol }) : t("poolPage.titleUnknown")}</PageTitle>
        {body}
      </Column>
    </AppCard>
  );
}
