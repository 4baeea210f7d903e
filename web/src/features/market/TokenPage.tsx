import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { getChainInfo } from "@/networks";
import { ButtonSecondary } from "@/ui/Button";
import { AppCard, Column, InfoText, PageTitle } from "@/ui/Card";
import { useWallet } from "@/wallet";
import { TokenDetails } from "./components/TokenDetails";
import { parseTokenRoute } from "./tokenRoute";

const Page = styled(AppCard)`
  max-width: 760px;
`;

/**
 * `#/tokens/<chainId>/<address>`: one token's price in the chain's coin, its chart, pools and swaps. What the address
 * names is checked first: an unknown chain, a malformed address, or a chain other than the one the app reads (a
 * button switches to it) each get a message instead of a read.
 */
export default function TokenPage() {
  const { t } = useTranslation();
  const { chainId: chainParam, address: addressParam } = useParams();
  const { chainId: activeChainId, selectChain } = useWallet();
  const route = parseTokenRoute(chainParam, addressParam);

  let body;
  if (route.kind === "unknownChain") body = <InfoText role="alert" data-testid="token-unknown-chain">{t("tokenPage.unknownChain")}</InfoText>;
  else if (route.kind === "badAddress") body = <InfoText role="alert" data-testid="token-bad-address">{t("tokenPage.badAddress")}</InfoText>;
  else if (route.chainId !== activeChainId) {
    const name = getChainInfo(route.chainId)?.name ?? String(route.chainId);
    body = (
      <InfoText data-testid="token-other-chain">
        {t("tokenPage.otherChain", { chain: name })}{" "}
        <ButtonSecondary style={{ width: "auto", padding: "6px 12px" }} onClick={() => void selectChain(route.chainId)} data-testid="token-switch-chain">
          {t("tokenPage.switchTo", { chain: name })}
        </ButtonSecondary>
      </InfoText>
    );
  } else return <Page><TokenDetails key={`${route.chainId}/${route.address}`} chainId={route.chainId} address={route.address} /></Page>;

  return (
    <Page>
      <Column>
        <PageTitle>{t("tokenPage.title")}</PageTitle>
        {body}
      </Column>
    </Page>
  );
}
