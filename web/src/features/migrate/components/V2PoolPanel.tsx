import { useTranslation } from "react-i18next";
import { displayTokenSymbol, nativeOnChain, type Pair, type Token } from "@/sdk";
import { Note, Panel, PanelTitle, Row } from "./styles";

/** The V2 token/wrapped-native pool next to the V1 position: its reserves and price, or that migrating creates it. */
export function V2PoolPanel({ token, pair, createsPool }: { token: Token; pair: Pair | null; createsPool: boolean }) {
  const { t } = useTranslation();
  const native = nativeOnChain(token.chainId);
  const wrapped = native.wrapped;
  return (
    <Panel data-testid="v2-pool-panel">
      <PanelTitle>{t("migrate.v2Pool")}</PanelTitle>
      {pair && !createsPool ? (
        <>
          <Row>
            <span>{t("migrate.pooled", { symbol: displayTokenSymbol(native) })}</span>
            <span data-testid="v2-reserve-native">{pair.reserveOf(wrapped).toSignificant(6)}</span>
          </Row>
          <Row>
            <span>{t("migrate.pooled", { symbol: displayTokenSymbol(token) })}</span>
            <span data-testid="v2-reserve-token">{pair.reserveOf(token).toSignificant(6)}</span>
          </Row>
          <Row>
            <span>{t("migrate.priceLabel")}</span>
            <span data-testid="v2-price">
              {t("migrate.price", { native: displayTokenSymbol(native), price: pair.priceOf(wrapped).toSignificant(6), symbol: displayTokenSymbol(token) })}
            </span>
          </Row>
        </>
      ) : (
        <Note data-testid="v2-no-pool">{t("migrate.noV2Pool")}</Note>
      )}
    </Panel>
  );
}
