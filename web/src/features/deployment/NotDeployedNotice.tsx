import { useTranslation } from "react-i18next";
import { AppCard, InfoText, PageTitle } from "@/ui/Card";

/** Stands in for every trading page on a chain this build has no PenSwap deployment for. */
export function NotDeployedNotice({ chainName }: { chainName: string }) {
  const { t } = useTranslation();
  return (
    <AppCard data-testid="not-deployed">
      <PageTitle>{t("deployment.notDeployedTitle", { chain: chainName })}</PageTitle>
      <InfoText>{t("deployment.notDeployedBody")}</InfoText>
    </AppCard>
  );
}
