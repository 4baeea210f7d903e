import { useMemo } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PairState, usePairs, useTokenBalances } from "@/onchain/hooks";
import { getChainInfo } from "@/networks";
import { CurrencyAmount, Pair } from "@/sdk";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "@/ui/Card";
import { QuestionHelper } from "@/ui/QuestionHelper";
import { useWallet } from "@/wallet";
import { PositionCard } from "./components/PositionCard";
import { useTrackedTokenPairs } from "./hooks/useTrackedPairs";

/** Add Liquidity goes to /add/{native symbol of the chain}; PEN when no chain is known. */
const DEFAULT_ADD_LIQUIDITY_CURRENCY = "PEN";

const AddButton = styled(Link)`
  padding: 10px 16px;
  border-radius: 14px;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary1};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

/** The native word of the chain for the Add Liquidity link: PEN, PC or OAS (PEN when unknown). */
function addLiquidityCurrency(chainId: number | undefined): string {
  const symbol = getChainInfo(chainId)?.nativeCurrency.symbol;
  return symbol === "PC" || symbol === "OAS" || symbol === "PEN" ? symbol : DEFAULT_ADD_LIQUIDITY_CURRENCY;
}

/**
 * The account's positions among the tracked pairs: all LP balances in one multicall batch, then the reserves of the
 * pairs with a balance.
 */
function usePositions(account: string | undefined) {
  const tracked = useTrackedTokenPairs();
  const withLp = useMemo(
    () => tracked.map((tokens) => ({ tokens, lp: new Pair(CurrencyAmount.fromRawAmount(tokens[0], 0n), CurrencyAmount.fromRawAmount(tokens[1], 0n)).liquidityToken })),
    [tracked],
  );
  const lpTokens = useMemo(() => withLp.map((p) => p.lp), [withLp]);
  const balances = useTokenBalances(account, lpTokens);
  const owned = useMemo(
    () => withLp.filter((p) => (balances[p.lp.address]?.quotient ?? 0n) > 0n).map((p) => p.tokens),
    [withLp, balances],
  );
  const pairs = usePairs(owned);
  // balanceOf on a pair that was never created fails and stays undefined, so "loading" means no answer at all yet.
  const balancesLoading = !!account && lpTokens.length > 0 && lpTokens.every((t) => balances[t.address] === undefined);
  const loading = balancesLoading || pairs.some(([state]) => state === PairState.LOADING);
  return { loading, pairs: pairs.map(([, pair]) => pair).filter((p): p is Pair => !!p) };
}

export default function PoolPage() {
  const { t } = useTranslation();
  const { account, chainId } = useWallet();
  const { loading, pairs } = usePositions(account);
  let body;
  if (!account) body = <InfoText>{t("pool.connectToView")}</InfoText>;
  else if (loading) body = <InfoText data-testid="pool-loading">{t("common.loading")}</InfoText>;
  else if (pairs.length === 0) body = <InfoText data-testid="no-liquidity">{t("liquidity.noLiquidityFound")}</InfoText>;
  else body = pairs.map((pair) => <PositionCard key={pair.liquidityToken.address} pair={pair} />);
  return (
    <AppCard>
      <Column>
        <RowBetween>
          <TitleRow>
            <PageTitle as="h1" style={{ margin: 0 }}>
              {t("pool.title")}
            </PageTitle>
            <QuestionHelper text={t("pool.tooltip")} label={t("pool.tooltipLabel")} />
          </TitleRow>
          <AddButton to={`/add/${addLiquidityCurrency(chainId)}`} id="join-pool-button">
            {t("pool.addLiquidity")}
          </AddButton>
        </RowBetween>
        {body}
        <Hint>
          {t("pool.importHint")}{" "}
          <Link to="/find" id="import-pool-link">
            {t("pool.importPool")}
          </Link>
        </Hint>
      </Column>
    </AppCard>
  );
}
