import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { explorerLink } from "@/networks";
import { InfoText } from "@/ui/Card";
import { TokenSymbol } from "@/ui/TokenText";
import { routeWithChain } from "@/wallet";
import { ExplorerSuffix, Row, Rows } from "../../insight";
import { formatPercent, formatTokenAmount } from "../format";
import { marketTokenLabel, shortTokenAddress } from "../marketTokenLabel";
import type { MarketPool, MarketSwap, MarketToken, MarketTokenInfo } from "../types";
import { Muted, NativeValue, PriceValue, TokenAmounts } from "./cells";

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
`;

const Stat = styled.div`
  padding: 10px 12px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.bg2};
  dt {
    color: ${({ theme }) => theme.colors.text2};
    font-size: 12px;
  }
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.text1};
    font-weight: 600;
  }
`;

export const SectionTitle = styled.h2`
  margin: 8px 4px 0;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.text1};
`;

/** The token's price, 24 h change, 24 h volume and liquidity over all its pools, in the native coin where priced. */
export function TokenStats({ info, token, native }: { info: MarketTokenInfo; token: MarketToken | undefined; native: string }) {
  const { t } = useTranslation();
  const symbol = marketTokenLabel(info, "symbol");
  const amount = (raw: bigint) => <Muted>{`${formatTokenAmount(raw, info.decimals)} ${symbol}`}</Muted>;
  const price = token?.price;
  return (
    <Grid data-testid="token-stats">
      <Stat>
        <dt>{t("explore.price")}</dt>
        <dd data-testid="token-price" data-price={price ? `${price.numerator}/${price.denominator}` : ""}>
          <PriceValue price={price} decimals={info.decimals} native={native} />
        </dd>
      </Stat>
      <Stat>
        <dt>{t("explore.change24h")}</dt>
        <dd data-testid="token-change">{token?.change24h === undefined ? "–" : formatPercent(token.change24h, true)}</dd>
      </Stat>
      <Stat>
        <dt>{t("explore.volume24h")}</dt>
        <dd data-testid="token-volume" data-amount={token?.volume24h?.toString() ?? ""}>
          {token?.volume24h === undefined ? <Muted>{t("common.loading")}</Muted> : <NativeValue wei={token.volume24hNative} symbol={native} fallback={amount(token.volume24h)} />}
        </dd>
      </Stat>
      <Stat>
        <dt>{t("explore.liquidity")}</dt>
        <dd data-testid="token-liquidity" data-amount={(token?.liquidity ?? 0n).toString()}>
          <NativeValue wei={token?.liquidityNative} symbol={native} fallback={amount(token?.liquidity ?? 0n)} />
        </dd>
      </Stat>
    </Grid>
  );
}

/** The token's pools, each linking to its pool page on the token's chain. */
export function TokenPools({ chainId, pools, native }: { chainId: number; pools: readonly MarketPool[]; native: string }) {
  const { t } = useTranslation();
  if (pools.length === 0) return <InfoText data-testid="token-no-pools">{t("tokenPage.noPools")}</InfoText>;
  return (
    <Rows data-testid="token-pools">
      {pools.map((p) => (
        <Row key={p.address} data-key={p.address}>
          <Link to={routeWithChain(`/pool/${p.address}`, chainId)} data-testid="token-pool-link">
            <TokenSymbol currency={p.token0} fallback={shortTokenAddress(p.token0.address)} />/<TokenSymbol currency={p.token1} fallback={shortTokenAddress(p.token1.address)} />
          </Link>
          <span>
            {t("explore.liquidity")}:{" "}
            <NativeValue wei={p.liquidityNative} symbol={native} fallback={<TokenAmounts a={p.reserve0} b={p.reserve1} token0={p.token0} token1={p.token1} />} />
            {p.day ? <Muted>{` · ${t("explore.swaps24h")}: ${p.day.swaps}`}</Muted> : null}
            {p.feeYearlyRate !== undefined ? <Muted>{` · ${t("explore.feeRate")}: ${formatPercent(p.feeYearlyRate)}`}</Muted> : null}
          </span>
        </Row>
      ))}
    </Rows>
  );
}

/** The token's latest swaps over all its pools, newest first, each with its block and an explorer link. */
export function TokenSwaps({ chainId, info, swaps, tokens }: { chainId: number; info: MarketTokenInfo; swaps: readonly MarketSwap[]; tokens: ReadonlyMap<string, MarketTokenInfo> }) {
  const { t } = useTranslation();
  if (swaps.length === 0) return <InfoText data-testid="token-no-swaps">{t("poolPage.noSwaps")}</InfoText>;
  const amount = (raw: bigint, token: MarketTokenInfo | undefined, address: string) =>
    token ? `${formatTokenAmount(raw, token.decimals)} ${marketTokenLabel(token, "symbol")}` : shortTokenAddress(address);
  return (
    <Rows data-testid="token-swaps">
      {swaps.map((s) => {
        const mine = amount(s.amount, info, info.address);
        const other = amount(s.otherAmount, tokens.get(s.otherToken), s.otherToken);
        return (
          <Row key={`${s.txHash}-${s.pool}-${s.blockNumber}`} data-testid="token-swap" data-tx={s.txHash}>
            <span>{s.side === "buy" ? t("tokenPage.bought", { amount: mine, other }) : t("tokenPage.sold", { amount: mine, other })}</span>
            <Muted>
              {t("activity.block", { block: s.blockNumber })}
              {s.time !== undefined ? ` · ${new Date(s.time * 1000).toLocaleString()}` : ""}
              <ExplorerSuffix href={explorerLink(chainId, "tx", s.txHash)} />
            </Muted>
          </Row>
        );
      })}
    </Rows>
  );
}
