import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { getChainInfo } from "@/networks";
import { parseAddress } from "@/sdk";
import { Callout } from "@/ui/Callout";
import { Column, InfoText, PageTitle } from "@/ui/Card";
import { TokenName, TokenSymbol } from "@/ui/TokenText";
import { routeWithChain } from "@/wallet";
import { useTokenInfos } from "../chainSource/useTokenInfos";
import { lookalikeFlagger } from "../lookalikes";
import { shortTokenAddress } from "../marketTokenLabel";
import { marketData } from "../source";
import type { MarketTokenInfo, PriceRange } from "../types";
import { useListedTokenInfos } from "../useListedTokenInfos";
import { useTokenSource, type TokenSource } from "../useTokenSource";
import { Muted, UnverifiedBadge } from "./cells";
import { SeriesChart } from "./SeriesChart";
import { SectionTitle, TokenPools, TokenStats, TokenSwaps } from "./TokenSections";

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

const ActionLink = styled(Link)`
  flex: 1 1 160px;
  padding: 12px 16px;
  border-radius: 16px;
  text-align: center;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary1};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

function SourceLine({ source }: { source: TokenSource }) {
  const { t } = useTranslation();
  const text =
    source.kind === "wrapped" ? t("tokenPage.sourceWrapped") : source.kind === "list" ? t("tokenPage.sourceList", { list: source.name }) : source.kind === "imported" ? t("tokenPage.sourceImported") : t("tokenPage.sourceNone");
  return <Muted data-testid="token-source">{text}</Muted>;
}

/** The token page's body for a valid token address on the active chain. */
export function TokenDetails({ chainId, address }: { chainId: number; address: string }) {
  const { t } = useTranslation();
  const chain = getChainInfo(chainId);
  const native = chain?.nativeCurrency.symbol ?? "";
  const addresses = useMemo(() => [address], [address]);
  const { infos, loading } = useTokenInfos(chainId, addresses);
  const info = infos.get(address);
  const overview = marketData.useOverview(chainId);
  const [range, setRange] = useState<PriceRange>("1d");
  const historyToken = useMemo(() => (info ? { address, decimals: info.decimals } : undefined), [info, address]);
  const history = marketData.useTokenHistory(chainId, historyToken, range);
  const source = useTokenSource(chainId, address);
  const listed = useListedTokenInfos(chainId);
  const isLookalike = useMemo(() => lookalikeFlagger(listed.values()), [listed]);
  const row = overview.tokens.find((tk) => tk.address.toLowerCase() === address);
  const pools = useMemo(() => overview.pools.filter((p) => p.token0.address.toLowerCase() === address || p.token1.address.toLowerCase() === address), [overview.pools, address]);
  const tokens = useMemo(() => {
    const map = new Map<string, MarketTokenInfo>();
    for (const p of overview.pools) for (const tk of [p.token0, p.token1]) map.set(tk.address.toLowerCase(), tk);
    return map;
  }, [overview.pools]);

  if (loading) return <InfoText data-testid="token-loading">{t("common.loading")}</InfoText>;
  if (!info) return <InfoText role="alert" data-testid="token-invalid">{t("tokenPage.notAToken")}</InfoText>;

  const checksummed = parseAddress(address) ?? address;
  const nativeId = chain?.nativeCurrency.symbol ?? "";
  const fallback = shortTokenAddress(checksummed);
  return (
    <Column>
      <PageTitle>
        <TokenSymbol currency={info} fallback={fallback} /> <Muted><TokenName currency={info} fallback={fallback} /></Muted>
        {info.verified ? null : <UnverifiedBadge />}
      </PageTitle>
      <Muted data-testid="token-address">{checksummed}</Muted>
      <SourceLine source={source} />
      {isLookalike(info) ? <Callout as="p" $tone="warning" $inline role="note" data-testid="token-lookalike">{t("tokenPage.lookAlike")}</Callout> : null}
      {info.verified ? null : <Callout as="p" $tone="warning" $inline role="note" data-testid="token-unverified-note">{t("tokenPage.unverifiedNote")}</Callout>}
      <Actions>
        <ActionLink to={routeWithChain(`/swap?inputCurrency=${nativeId}&outputCurrency=${checksummed}`, chainId)} data-testid="token-swap-button">
          {t("tokenPage.swap")}
        </ActionLink>
        <ActionLink to={routeWithChain(`/add/${nativeId}/${checksummed}`, chainId)} data-testid="token-add-button">
          {t("tokenPage.addLiquidity")}
        </ActionLink>
      </Actions>
      {overview.ready ? <TokenStats info={info} token={row} native={native} /> : <InfoText data-testid="token-stats-loading">{t("common.loading")}</InfoText>}
      <SectionTitle>{t("tokenPage.priceIn", { native })}</SectionTitle>
      <SeriesChart series={history} range={range} onRange={setRange} label={t("tokenPage.chartLabel", { native })} testId="token-chart" />
      <SectionTitle>{t("explore.pools")}</SectionTitle>
      {overview.ready ? <TokenPools chainId={chainId} pools={pools} native={native} /> : <InfoText>{t("common.loading")}</InfoText>}
      <SectionTitle>{t("poolPage.latestSwaps")}</SectionTitle>
      {history.status.status === "loading" ? <InfoText>{t("common.loading")}</InfoText> : <TokenSwaps chainId={chainId} info={info} swaps={history.swaps} tokens={tokens} />}
    </Column>
  );
}
