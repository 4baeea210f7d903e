import { useEffect, useMemo, useState } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "@/base/store";
import { usePair, useTokenBalances } from "@/onchain/hooks";
import type { Currency } from "@/sdk";
import { TokenSymbol } from "@/ui/TokenText";
import { AppCard, Column, InfoText } from "@/ui/Card";
import { BackHeader } from "@/ui/BackHeader";
import { useWallet } from "@/wallet";
import { addSerializedPair } from "../settings";
import { PositionCard } from "./components/PositionCard";
import { CurrencySearchModal } from "../tokens";
import { pairLookup } from "./hooks/pairLookup";
import { currencyId } from "./logic/currencyId";
import { findOutcome } from "./logic/findOutcome";

const TokenSlot = styled.button`
  width: 100%;
  padding: 14px 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg0};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 18px;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
`;

const Plus = styled.div`
  text-align: center;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.text2};
`;

const Found = styled.div`
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.green};
`;

const Outcome = styled.div`
  padding: 20px 12px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  color: ${({ theme }) => theme.colors.text2};
`;

type Side = "A" | "B";

/** /find: pick two tokens; the pool's state decides what is shown; a found pool is saved for /pool. */
export default function FindPoolPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { account, chainId } = useWallet();
  const [currencies, setCurrencies] = useState<{ A?: Currency; B?: Currency }>({});
  const [picking, setPicking] = useState<Side | undefined>();
  const [pairState, pair] = usePair(currencies.A, currencies.B);
  const lpTokens = useMemo(() => [pair?.liquidityToken], [pair?.liquidityToken]);
  const balances = useTokenBalances(account, lpTokens);
  const position = pair ? balances[pair.liquidityToken.address] : undefined;
  const outcome = findOutcome({ account, bothSelected: !!currencies.A && !!currencies.B, lookup: pairLookup(pairState), pair, position });

  // Save the pair so /pool tracks it (Uniswap's import); the balance there decides whether it is shown.
  useEffect(() => {
    if (!pair || !account) return;
    const serialize = (tk: typeof pair.token0) => ({ chainId: tk.chainId, address: tk.address, decimals: tk.decimals, symbol: tk.symbol, name: tk.name });
    dispatch(addSerializedPair({ serializedPair: { token0: serialize(pair.token0), token1: serialize(pair.token1) } }));
  }, [pair?.liquidityToken.address, account, chainId, dispatch]); // eslint-disable-line react-hooks/exhaustive-deps

  const ids = currencies.A && currencies.B ? `${currencyId(currencies.A)}/${currencyId(currencies.B)}` : "";
  return (
    <AppCard>
      <BackHeader to="/pool" title={t("find.title")} backLabel={t("common.back")} />
      <Column>
        <TokenSlot type="button" id="find-token-a" onClick={() => setPicking("A")}>
          {currencies.A ? <TokenSymbol currency={currencies.A} /> : t("find.selectAToken")}
        </TokenSlot>
        <Plus aria-hidden="true">+</Plus>
        <TokenSlot type="button" id="find-token-b" onClick={() => setPicking("B")}>
          {currencies.B ? <TokenSymbol currency={currencies.B} /> : t("find.selectAToken")}
        </TokenSlot>
        <div data-testid="find-outcome" data-outcome={outcome}>
          {outcome === "connectWallet" && <InfoText>{t("find.connectToFind")}</InfoText>}
          {outcome === "selectToken" && <InfoText>{t("liquidity.selectTokenToFind")}</InfoText>}
          {outcome === "loading" && <InfoText>{t("common.loading")}</InfoText>}
          {outcome === "invalid" && <InfoText>{t("liquidity.invalidPairDot")}</InfoText>}
          {outcome === "found" && pair && (
            <Column>
              <Found>{t("liquidity.poolFound")}</Found>
              <PositionCard pair={pair} />
            </Column>
          )}
          {outcome === "noLiquidityYet" && (
            <Outcome>
              <span>{t("liquidity.noLiquidityYet")}</span>
              <Link to={`/add/${ids}`} data-testid="find-add-liquidity">{t("liquidity.addLiquidityDot")}</Link>
            </Outcome>
          )}
          {outcome === "noPool" && (
            <Outcome>
              <span>{t("liquidity.noPoolFound")}</span>
              <Link to={`/add/${ids}`} data-testid="find-create-pool">{t("liquidity.createPoolDot")}</Link>
            </Outcome>
          )}
        </div>
      </Column>
      <CurrencySearchModal
        isOpen={!!picking}
        selectedCurrency={picking ? currencies[picking] : undefined}
        otherSelectedCurrency={picking === "A" ? currencies.B : currencies.A}
        onDismiss={() => setPicking(undefined)}
        onCurrencySelect={(currency) => {
          if (picking) setCurrencies((prev) => ({ ...prev, [picking]: currency }));
          setPicking(undefined);
        }}
      />
    </AppCard>
  );
}
