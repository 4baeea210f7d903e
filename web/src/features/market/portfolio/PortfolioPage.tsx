import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { useAppDispatch } from "@/base/store";
import { setWalletModalOpen } from "@/wallet";
import { isChainDeployed, NETWORK_ORDER } from "@/networks";
import { ButtonLight } from "@/ui/Button";
import { Callout } from "@/ui/Callout";
import { AppCard, Column, InfoText, PageTitle } from "@/ui/Card";
import { useWallet } from "@/wallet";
import { Muted } from "../components/cells";
import { AccountForm } from "./AccountForm";
import { ChainHoldingsSection } from "./ChainHoldingsSection";
import { PendingTransactions } from "./PendingTransactions";
import { useViewedAccount } from "./useViewedAccount";

const Page = styled(AppCard)`
  max-width: 960px;
`;

const Account = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text1};
  overflow-wrap: anywhere;
`;

/** The chains with PenSwap deployed, in the network selector's order: the portfolio reads them all at once. */
const PORTFOLIO_CHAINS = NETWORK_ORDER.filter((chainId) => isChainDeployed(chainId));

/** Shown instead of a long or odd input: the message names what was typed, cut short. */
const MAX_ECHO = 64;

/** Why the typed account shows nothing (not an address or name, or a name that points nowhere): one sentence. */
function InputWarning({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Callout as="p" $tone="warning" $inline role="alert" data-testid={testId}>
      {children}
    </Callout>
  );
}

/** An account's holdings on every chain with PenSwap, valued in each chain's coin; any account, read only. */
export default function PortfolioPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { account: segment } = useParams();
  const { chainId } = useWallet();
  const viewed = useViewedAccount(segment);

  let body;
  switch (viewed.status) {
    case "none":
      body = (
        <>
          <InfoText data-testid="portfolio-connect">{t("portfolio.connect")}</InfoText>
          <ButtonLight type="button" onClick={() => dispatch(setWalletModalOpen(true))}>
            {t("wallet.connectWallet")}
          </ButtonLight>
        </>
      );
      break;
    case "invalid":
      body = <InputWarning testId="portfolio-invalid">{t("portfolio.invalid", { input: viewed.input.slice(0, MAX_ECHO) })}</InputWarning>;
      break;
    case "resolving":
      body = <InfoText data-testid="portfolio-resolving">{t("portfolio.resolving", { name: viewed.name })}</InfoText>;
      break;
    case "unresolved":
      body = <InputWarning testId="portfolio-unresolved">{t("portfolio.unresolved", { name: viewed.name.slice(0, MAX_ECHO) })}</InputWarning>;
      break;
    case "ready":
      body = (
        <>
          <Account data-testid="portfolio-account" data-address={viewed.address}>
            {viewed.name ? `${viewed.name} · ` : ""}
            {viewed.address}
            {viewed.own ? null : <Muted> · {t("portfolio.readOnly")}</Muted>}
          </Account>
          <PendingTransactions account={viewed.address} chainIds={PORTFOLIO_CHAINS} />
          {PORTFOLIO_CHAINS.map((id) => (
            <ChainHoldingsSection key={id} chainId={id} account={viewed.address} live={id === chainId} />
          ))}
          <Muted>{t("portfolio.pricingNote")}</Muted>
        </>
      );
      break;
  }

  return (
    <Page>
      <Column>
        <PageTitle>{t("portfolio.title")}</PageTitle>
        <AccountForm key={segment ?? ""} initial={segment ?? ""} />
        {body}
      </Column>
    </Page>
  );
}
