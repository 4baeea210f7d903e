import { useTranslation } from "react-i18next";
import { CurrencyAmount, displayTokenSymbol, nativeOnChain, Price, type Token } from "@/sdk";
import type { V1ExchangeState } from "../hooks/useV1Exchange";
import { poolShare } from "../logic/v1Position";
import { Panel, PanelTitle, Row } from "./styles";

/** The account's V1 position: pool tokens, pooled native coin and token (reserves × share), share and V1 price. */
export function V1PositionPanel({ state }: { state: V1ExchangeState & { token: Token } }) {
  const { t } = useTranslation();
  const { token, liquidity, totalSupply, reserves, position } = state;
  const native = nativeOnChain(token.chainId);
  const share = liquidity && totalSupply !== undefined ? poolShare(liquidity.quotient, totalSupply) : undefined;
  const price = reserves && reserves.native > 0n && reserves.token > 0n ? new Price(native, token, reserves.native, reserves.token) : undefined;
  return (
    <Panel data-testid="v1-position-panel">
      <PanelTitle>{t("migrate.v1Position")}</PanelTitle>
      <Row>
        <span>{t("migrate.poolTokens")}</span>
        <span data-testid="v1-liquidity">{liquidity ? liquidity.toSignificant(6) : "-"}</span>
      </Row>
      <Row>
        <span>{t("migrate.pooled", { symbol: displayTokenSymbol(native) })}</span>
        <span data-testid="v1-pooled-native">{position ? CurrencyAmount.fromRawAmount(native, position.native).toSignificant(6) : "-"}</span>
      </Row>
      <Row>
        <span>{t("migrate.pooled", { symbol: displayTokenSymbol(token) })}</span>
        <span data-testid="v1-pooled-token">{position ? CurrencyAmount.fromRawAmount(token, position.token).toSignificant(6) : "-"}</span>
      </Row>
      <Row>
        <span>{t("migrate.poolShare")}</span>
        <span>{share ? `${share.toFixed(2)}%` : "-"}</span>
      </Row>
      <Row>
        <span>{t("migrate.priceLabel")}</span>
        <span data-testid="v1-price">
          {price ? t("migrate.price", { native: displayTokenSymbol(native), price: price.toSignificant(6), symbol: displayTokenSymbol(token) }) : "-"}
        </span>
      </Row>
    </Panel>
  );
}
