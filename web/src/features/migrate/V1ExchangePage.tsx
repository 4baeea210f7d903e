import { Navigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { AppCard, Column, InfoText } from "../../ui/Card";
import { BackHeader } from "../../ui/BackHeader";
import { v1AddressRedirect } from "../../app/routing/redirects";

/**
 * /migrate/v1/{address} and /remove/v1/{address}: an invalid address goes to /migrate/v1 (spec §2);
 * without an account there is nothing to show but the prompt.
 */
export default function V1ExchangePage({ mode }: { mode: "migrate" | "remove" }) {
  const { t } = useTranslation();
  const { address } = useParams();
  const redirect = v1AddressRedirect(address);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AppCard>
      <BackHeader
        to="/migrate/v1"
        title={mode === "migrate" ? t("migrate.migrateTitle") : t("migrate.removeTitle")}
        backLabel={t("common.back")}
      />
      <Column>
        <InfoText>{t("migrate.mustConnect")}</InfoText>
      </Column>
    </AppCard>
  );
}
