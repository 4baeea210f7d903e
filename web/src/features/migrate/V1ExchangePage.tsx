import { Navigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { AppCard, Column, InfoText } from "@/ui/Card";
import { BackHeader } from "@/ui/BackHeader";
import { v1AddressRedirect } from "./v1AddressRedirect";
import { useWallet } from "@/wallet";
import { MigrateV1Exchange } from "./components/MigrateV1Exchange";
import { RemoveV1Exchange } from "./components/RemoveV1Exchange";
import { WideCard } from "./components/styles";

/**
 * /migrate/v1/{address} and /remove/v1/{address} ({address} is the V1 exchange): an invalid address goes to
 * /migrate/v1; without an account only 'You must connect an account.' shows.
 */
export default function V1ExchangePage({ mode }: { mode: "migrate" | "remove" }) {
  const { t } = useTranslation();
  const { address } = useParams();
  const { account } = useWallet();
  const redirect = v1AddressRedirect(address);
  if (redirect) return <Navigate to={redirect} replace />;
  const title = mode === "migrate" ? t("migrate.migrateTitle") : t("migrate.removeTitle");
  if (!account) {
    return (
      <AppCard>
        <BackHeader to="/migrate/v1" title={title} backLabel={t("common.back")} />
        <Column>
          <InfoText data-testid="v1-status">{t("migrate.mustConnect")}</InfoText>
        </Column>
      </AppCard>
    );
  }
  return (
    <WideCard>
      <BackHeader to="/migrate/v1" title={title} backLabel={t("common.back")} />
      {mode === "migrate" ? (
        <MigrateV1Exchange exchangeAddress={address!} account={account} />
      ) : (
        <RemoveV1Exchange exchangeAddress={address!} account={account} />
      )}
    </WideCard>
  );
}
