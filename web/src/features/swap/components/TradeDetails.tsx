import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { displayTokenSymbol, MockV1Pair, TradeType, type Percent, type Trade } from "@/sdk";
import { TokenSymbol } from "@/ui/TokenText";
import { useFormatDecimal } from "@/base/i18n/formatDecimal";
import { computeTradePriceBreakdown, formatPriceImpact, warningSeverity } from "../logic/priceImpact";

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px 4px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

const Value = styled.span<{ $severity?: number }>`
  color: ${({ theme, $severity = 0 }) => ($severity > 2 ? theme.colors.red : $severity > 1 ? theme.colors.yellow : theme.colors.text1)};
  text-align: right;
`;

const Invert = styled.button`
  border: none;
  background: none;
  color: inherit;
  cursor: pointer;
`;

/** Price of the trade (output per input, or inverted on click), with the symbols. */
export function TradePrice({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const format = useFormatDecimal();
  const [inverted, setInverted] = useState(false);
  const price = inverted ? trade.executionPrice.invert() : trade.executionPrice;
  const base = inverted ? trade.outputAmount.currency : trade.inputAmount.currency;
  const quote = inverted ? trade.inputAmount.currency : trade.outputAmount.currency;
  return (
    <span data-testid="trade-price">
      {t("swap.pricePer", { price: format(price.toSignificant(6)), quote: displayTokenSymbol(quote), base: displayTokenSymbol(base) })}
      <Invert type="button" aria-label={t("swap.invertPrice")} data-testid="invert-price" onClick={() => setInverted((v) => !v)}>
        ⇄
      </Invert>
    </span>
  );
}

const PoolLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

/** The V2 pools a trade goes through, each linking to its pool page (a V1 exchange has no such page). */
function RoutePools({ trade }: { trade: Trade }) {
  const pairs = trade.route.pairs.filter((pair) => !(pair instanceof MockV1Pair));
  if (pairs.length === 0) return <>-</>;
  return (
    <PoolLinks>
      {pairs.map((pair) => {
        const address = pair.liquidityToken.address;
        return (
          <Link key={address} to={`/pool/${address}`} data-testid="route-pool-link">
            <TokenSymbol currency={pair.token0} />/<TokenSymbol currency={pair.token1} />
          </Link>
        );
      })}
    </PoolLinks>
  );
}

/**
 * Minimum received / maximum sold, price impact, the providers' fee and the whole route; with `poolLinks`, also the
 * pools of the route linked to their pool pages (left out of the confirm dialog, where leaving would drop the trade).
 */
export function TradeDetails({ trade, allowedSlippage, poolLinks = false }: { trade: Trade; allowedSlippage: Percent; poolLinks?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatDecimal();
  const { priceImpactWithoutFee, realizedLPFee } = computeTradePriceBreakdown(trade);
  const isExactIn = trade.tradeType === TradeType.EXACT_INPUT;
  const bound = isExactIn ? trade.minimumAmountOut(allowedSlippage) : trade.maximumAmountIn(allowedSlippage);
  return (
    <Rows data-testid="trade-details">
      <Row>
        <span>{t("swap.price")}</span>
        <Value>
          <TradePrice trade={trade} />
        </Value>
      </Row>
      <Row>
        <span>{isExactIn ? t("swap.minimumReceived") : t("swap.maximumSold")}</span>
        <Value data-testid="trade-bound">
          {format(bound.toSignificant(4))} <TokenSymbol currency={bound.currency} />
        </Value>
      </Row>
      <Row>
        <span>{t("swap.priceImpact")}</span>
        <Value data-testid="price-impact" $severity={warningSeverity(priceImpactWithoutFee)}>
          {formatPriceImpact(priceImpactWithoutFee)}
        </Value>
      </Row>
      <Row>
        <span>{t("swap.liquidityProviderFee")}</span>
        <Value data-testid="lp-fee">
          {realizedLPFee ? `${format(realizedLPFee.toSignificant(4))} ${displayTokenSymbol(realizedLPFee.currency)}` : "-"}
        </Value>
      </Row>
      <Row>
        <span>{t("swap.route")}</span>
        <Value data-testid="trade-route">
          {[trade.inputAmount.currency, ...trade.route.path.slice(1, -1), trade.outputAmount.currency].map((c) => displayTokenSymbol(c)).join(" > ")}
        </Value>
      </Row>
      {poolLinks && (
        <Row>
          <span>{t("insight.routePools")}</span>
          <Value data-testid="route-pools">
            <RoutePools trade={trade} />
          </Value>
        </Row>
      )}
    </Rows>
  );
}
