import { useTranslation } from "react-i18next";
import { displayTokenSymbol, nativeOnChain } from "@/sdk";
import type { V1PositionSummary } from "../hooks/useV1Positions";
import { ActionLink } from "@/ui/ActionLink";
import { Buttons, Panel, PanelTitle, Row } from "./styles";

/** One V1 position in the /migrate/v1 list: the pair, the pool tokens held, Migrate and Remove links. */
export function V1PositionRow({ position }: { position: V1PositionSummary }) {
  const { t } = useTranslation();
  const native = displayTokenSymbol(nativeOnChain(position.token.chainId));
  const symbol = displayTokenSymbol(position.token);
  return (
    <Panel data-testid="v1-position" data-exchange={position.exchange}>
      <PanelTitle>
        {symbol}/{native}
      </PanelTitle>
      <Row>
        <span>{t("migrate.poolTokens")}</span>
        <span data-testid="v1-pool-tokens">{position.liquidity.toSignificant(4)}</span>
      </Row>
      <Buttons>
        <ActionLink to={`/migrate/v1/${position.exchange}`} data-testid="v1-migrate-link">
          {t("migrate.migrate")}
        </ActionLink>
        <ActionLink to={`/remove/v1/${position.exchange}`} data-testid="v1-remove-link">
          {t("migrate.remove")}
        </ActionLink>
      </Buttons>
    </Panel>
  );
}
