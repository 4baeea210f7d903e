import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { getChainInfo } from "@/networks";
import { ButtonSecondary } from "@/ui/Button";
import { Panel, RowBetween, WrapRow } from "@/ui/Card";
import { Muted, NativeValue } from "../components/cells";
import { marketData } from "../source";
import { AssetsTable, PositionsTable } from "./HoldingsTables";

const Heading = styled(RowBetween)`
  align-items: baseline;

  h2 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.text1};
  }
`;

const Failure = styled(WrapRow)`
  color: ${({ theme }) => theme.colors.text1};
`;

/** One chain's part of the portfolio: it loads, fails and retries on its own, so the other chains never wait for it. */
export function ChainHoldingsSection({ chainId, account, live }: { chainId: number; account: string; live: boolean }) {
  const { t } = useTranslation();
  const { state, retry } = marketData.useHoldings(chainId, account, live);
  const chain = getChainInfo(chainId);
  const chainName = chain?.name ?? String(chainId);
  const native = chain?.nativeCurrency.symbol ?? "";
  const headingId = `portfolio-chain-${chainId}-heading`;

  let body;
  if (state.status === "loading") body = <Muted data-testid="portfolio-chain-loading">{t("portfolio.reading", { chain: chainName })}</Muted>;
  else if (state.status === "error")
    body = (
      <Failure role="alert" data-testid="portfolio-chain-error">
        <span>{state.offline ? t("portfolio.offline", { chain: chainName }) : t("portfolio.readError", { chain: chainName })}</span>
        <ButtonSecondary type="button" style={{ width: "auto", padding: "4px 12px" }} onClick={retry}>
          {t("activity.retry")}
        </ButtonSecondary>
      </Failure>
    );
  else
    body = (
      <>
        <AssetsTable holdings={state.holdings} native={native} nativeName={chain?.nativeCurrency.name ?? native} />
        <PositionsTable positions={state.holdings.positions} native={native} linked={live} />
        {state.lpSource ? (
          <Muted data-testid="portfolio-lp-source" data-source={state.lpSource}>
            {t(state.lpSource === "indexer" ? "portfolio.lpFromIndexer" : "portfolio.lpFromChain")}
          </Muted>
        ) : null}
        {state.holdings.unpriced > 0 ? <Muted>{t("portfolio.unpricedNote", { count: state.holdings.unpriced })}</Muted> : null}
      </>
    );

  return (
    <Panel aria-labelledby={headingId} data-testid={`portfolio-chain-${chainId}`} data-status={state.status}>
      <Heading>
        <h2 id={headingId}>{chainName}</h2>
        {state.status === "ready" ? (
          <span data-testid="portfolio-total">
            {t("portfolio.total")} <NativeValue wei={state.holdings.totalNative} symbol={native} />
          </span>
        ) : null}
      </Heading>
      {body}
    </Panel>
  );
}
