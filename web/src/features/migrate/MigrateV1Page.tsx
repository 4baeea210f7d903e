import { useTranslation } from "react-i18next";
import { AppCard, Column, InfoText } from "../../ui/Card";
import { BackHeader } from "../../ui/BackHeader";

export default function MigrateV1Page() {
  const { t } = useTranslation();
  return (
    <AppCard>
      <BackHeader to="/pool" title={t("migrate.title")} backLabel={t("common.back")} />
      <Column>
        <InfoText>{t("migrate.connectToView")}</InfoText>
      </Column>
    </AppCard>
  );
}
