import { useTranslation } from "react-i18next";
import { ButtonLight } from "@/ui/Button";
import { AppCard, Column, InfoText, PageTitle } from "@/ui/Card";

/**
 * Stands in for every trading page on a chain this build has no PenSwap deployment for; offers the chain
 * where it is deployed when there is one.
 */
export function NotDeployedNotice({ chainName, switchTo }: { chainName: string; switchTo?: { chainName: string; onSwitch(): void } }) {
  const { t } = useTranslation();
  return (
    <AppCard data-testid="not-deployed">
      <PageTitle>{t("deployment.notDeployedTitle", { chain: chainName })}</PageTitle>
      <Column>
        <InfoText>{t("deployment.notDeployedBody")}</InfoText>
        {switchTo && (
          <ButtonLight type="button" data-testid="not-deployed-switch" onClick={switchTo.onSwitch}>
            {t("wallet.switchToChain", { chain: switchTo.chainName })}
          </ButtonLight>
        )}
      </Column>
    </AppCard>
  );
}
