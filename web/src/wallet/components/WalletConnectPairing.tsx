import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { COPY_CONFIRMATION_MS, isMobileBrowser } from "../config";
import { walletDeepLinks } from "../walletConnect/deepLinks";
import { getPairingState, subscribePairing } from "../walletConnect/pairingStore";
import { ErrorText, LinkButton, Muted, OptionButton } from "./modalStyles";
import { Spinner } from "./Spinner";

const QrFrame = styled.div`
  align-self: center;
  width: 240px;
  height: 240px;
  padding: 8px;
  border-radius: 12px;
  background: #fff;
  img {
    width: 100%;
    height: 100%;
  }
`;

/**
 * The WalletConnect pending view: the pairing URI as a QR code for a phone wallet (desktop), deep links to
 * the common wallet apps (mobile), "Copy link" everywhere; or, when the pairing ended without a session,
 * why (expired / refused by the wallet / other) with "Try Again".
 */
export function WalletConnectPairing({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { uri, qrSvg, failure } = useSyncExternalStore(subscribePairing, getPairingState);
  const [copied, setCopied] = useState(false);
  const mobile = isMobileBrowser();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (failure) {
    const text = {
      expired: t("walletConnect.expired", "The QR code expired before a wallet approved it."),
      rejected: t("walletConnect.rejected", "The wallet rejected the connection."),
      failed: t("walletConnect.failed", "Could not connect through WalletConnect."),
    }[failure];
    return (
      <div data-testid="walletconnect-failure">
        <ErrorText>{text}</ErrorText>
        <LinkButton type="button" onClick={onRetry}>
          {t("wallet.tryAgain", "Try Again")}
        </LinkButton>
      </div>
    );
  }
  if (!uri) {
    return (
      <Muted>
        <Spinner $size={14} aria-hidden /> {t("wallet.initializing", "Initializing...")}
      </Muted>
    );
  }

  const copy = () => {
    navigator.clipboard
      .writeText(uri)
      .then(() => setCopied(true))
      .catch((error) => console.debug("Copy failed", error));
  };

  return (
    <div data-testid="walletconnect-pairing" data-uri={uri}>
      <Muted>{mobile ? t("walletConnect.chooseWallet", "Choose your wallet app") : t("walletConnect.scan", "Scan with your phone's wallet")}</Muted>
      {mobile &&
        walletDeepLinks(uri).map((link) => (
          <OptionButton key={link.id} as="a" href={link.href} data-testid={`walletconnect-link-${link.id}`}>
            <span>{link.name ? t("walletConnect.openIn", "Open in {{name}}", { name: link.name }) : t("walletConnect.openOther", "Other wallet")}</span>
          </OptionButton>
        ))}
      {!mobile && (
        <QrFrame>
          {qrSvg ? (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={t("walletConnect.qrAlt", "WalletConnect QR code")} data-testid="walletconnect-qr" />
          ) : (
            <Spinner $size={24} aria-hidden />
          )}
        </QrFrame>
      )}
      <LinkButton type="button" onClick={copy} data-testid="walletconnect-copy">
        {copied ? t("wallet.copied", "Copied") : t("walletConnect.copyLink", "Copy link")}
      </LinkButton>
    </div>
  );
}
