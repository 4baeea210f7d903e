import { lazy, Suspense, type ReactNode } from "react";
import styled from "styled-components";
import { ActionLink } from "@/ui/ActionLink";
import { useTranslation } from "react-i18next";
import { displayTokenSymbol, nativeOnChain, type CurrencyAmount, type Pair, type Percent, type Token } from "@/sdk";
import { currencyId, unwrappedCurrency } from "../logic/currencyId";
import { formatPoolShare } from "../logic/poolShare";
import { usePosition } from "../hooks/usePosition";

// Fees and value estimates read the pair's history from logs: loaded only when a card is shown.
const PositionInsight = lazy(() => import("../../insight/position/PositionInsight"));

const Card = styled.div`
  padding: 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg0};
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Title = styled.div`
  font-weight: 600;
  font-size: 18px;
`;

const Label = styled.div`
  font-size: 14px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text2};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 15px;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 4px;
`;


export interface PositionCardViewProps {
  symbol0: string;
  symbol1: string;
  pooled0: CurrencyAmount<Token> | undefined;
  pooled1: CurrencyAmount<Token> | undefined;
  poolTokens: CurrencyAmount<Token> | undefined;
  share: Percent | undefined;
  /** Links for the Add and Remove buttons; omitted buttons are not shown (e.g. in a migration preview). */
  addTo?: string;
  removeTo?: string;
  /** Extra lines under the amounts (the fees/value estimate). */
  extra?: ReactNode;
}

/** 'Your position' card: pooled amounts, pool tokens, pool share, Add and Remove. Presentational. */
export function PositionCardView({ symbol0, symbol1, pooled0, pooled1, poolTokens, share, addTo, removeTo, extra }: PositionCardViewProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid="position-card" data-pair={`${symbol0}/${symbol1}`}>
      <Label>{t("liquidity.yourPosition")}</Label>
      <Title data-testid="position-title">
        {symbol0}/{symbol1}
      </Title>
      <Row>
        <span>{t("liquidity.pooled", { symbol: symbol0 })}</span>
        <span data-testid="pooled-0">{pooled0 ? pooled0.toSignificant(6) : "-"}</span>
      </Row>
      <Row>
        <span>{t("liquidity.pooled", { symbol: symbol1 })}</span>
        <span data-testid="pooled-1">{pooled1 ? pooled1.toSignificant(6) : "-"}</span>
      </Row>
      <Row>
        <span>{t("liquidity.yourPoolTokens")}</span>
        <span data-testid="pool-tokens">{poolTokens ? poolTokens.toSignificant(4) : "-"}</span>
      </Row>
      <Row>
        <span>{t("liquidity.yourPoolShare")}</span>
        <span data-testid="pool-share">{formatPoolShare(share)}</span>
      </Row>
      {extra}
      {(addTo || removeTo) && (
        <Buttons>
          {addTo && <ActionLink to={addTo} data-testid="position-add">{t("liquidity.add")}</ActionLink>}
          {removeTo && <ActionLink to={removeTo} data-testid="position-remove">{t("liquidity.remove")}</ActionLink>}
        </Buttons>
      )}
    </Card>
  );
}

/** A pair's position for the connected account, with the wrapped native shown (and linked) as the native coin. */
export function PositionCard({ pair, showActions = true }: { pair: Pair; showActions?: boolean }) {
  const position = usePosition(pair);
  const native = nativeOnChain(pair.chainId);
  const currency0 = unwrappedCurrency(pair.token0, safeNative(native));
  const currency1 = unwrappedCurrency(pair.token1, safeNative(native));
  const ids = `${currencyId(currency0)}/${currencyId(currency1)}`;
  return (
    <PositionCardView
      symbol0={displayTokenSymbol(currency0)}
      symbol1={displayTokenSymbol(currency1)}
      {...position}
      addTo={showActions ? `/add/${ids}` : undefined}
      removeTo={showActions ? `/remove/${ids}` : undefined}
      extra={
        showActions ? (
          <Suspense fallback={null}>
            <PositionInsight
              pairAddress={pair.liquidityToken.address}
              token0={{ displaySymbol: displayTokenSymbol(currency0), decimals: pair.token0.decimals }}
              token1={{ displaySymbol: displayTokenSymbol(currency1), decimals: pair.token1.decimals }}
            />
          </Suspense>
        ) : undefined
      }
    />
  );
}

/** The native coin only when its wrapped token is registered (else nothing unwraps). */
function safeNative(native: ReturnType<typeof nativeOnChain>) {
  try {
    void native.wrapped;
    return native;
  } catch {
    return undefined;
  }
}
