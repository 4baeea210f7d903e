import { useTranslation } from "react-i18next";
import { AppCard, Column, InfoText } from "@/ui/Card";
import { BackHeader } from "@/ui/BackHeader";
import { useWallet } from "@/wallet";
import { V1PositionRow } from "./components/V1PositionRow";
import { Note } from "./components/styles";
import { useV1Positions } from "./hooks/useV1Positions";

/** /migrate/v1: the connected account's V1 positions, each with Migrate and Remove. */
export default function MigrateV1Page() {
  const { t } = useTranslation();
  const { account } = useWallet();
  const { loading, positions } = useV1Positions(account);

  let body;
  if (!account) body = <InfoText data-testid="v1-status">{t("migrate.connectToView")}</InfoText>;
  else if (positions.length > 0) body = positions.map((p) => <V1PositionRow key={p.exchange} position={p} />);
  else if (loading) body = <InfoText data-testid="v1-status">{t("migrate.loading")}</InfoText>;
  else body = <InfoText data-testid="v1-status">{t("migrate.noLiquidity")}</InfoText>;

  return (
    <AppCard>
      <BackHeader to="/pool" title={t("migrate.title")} backLabel={t("common.back")} />
      <Column>
        <Note>{t("migrate.listIntro")}</Note>
        {body}
      </Column>
    </AppCard>
  );
}
