import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { getChainInfo } from "@/networks";
import { isMobileBrowser, TEST_WALLET_ENABLED, WALLETCONNECT_PROJECT_ID } from "../config";
import { eip6963Connection, injectedConnection, type Connection } from "../connectors/connections";
import { getEip6963Providers, subscribeEip6963 } from "../connectors/eip6963";
import { loadCoinbase, loadTestWalletConnection } from "../resolveConnection";
import { useWallet } from "../WalletContext";
import styled from "styled-components";
import { Body, Muted, OptionButton } from "./modalStyles";

/** A picked option: a connection to activate, loaded lazily where the connector is heavy. */
export interface PickedOption {
  name: string;
  load: () => Promise<Connection>;
  /** WalletConnect's pending view shows the pairing QR code / links instead of a spinner. */
  walletConnect?: boolean;
}

const TEST_WALLET_ACCOUNTS = [0, 1, 2, 3, 4];

/**
 * Hosted wallets the product has always listed that have since shut down: shown so their users learn why they
 * cannot connect, never clickable (no SDK of theirs is bundled).
 */
const CLOSED_SERVICES = ["Fortmatic", "Portis"] as const;

/** The reason beside a closed service's name: full text colour, as the disabled button dims its content. */
const ClosedNote = styled.span`
  font-size: 13px;
  font-weight: 400;
  text-align: right;
`;

/**
 * Options: every EIP-6963 wallet (name + icon), the injected wallet when it did not announce
 * itself, Coinbase Wallet (deep link on mobile), the local test wallet on local chains in dev builds, and
 * WalletConnect v2 when a project id is configured (QR code / mobile deep links), and the hosted wallets that
 * closed, disabled with the reason.
 */
export function WalletOptions({ onPick }: { onPick: (option: PickedOption) => void }) {
  const { t } = useTranslation();
  const { chainId } = useWallet();
  const announced = useSyncExternalStore(subscribeEip6963, getEip6963Providers);
  const [testAccount, setTestAccount] = useState(0);
  const ethereum = (window as { ethereum?: { isMetaMask?: boolean } }).ethereum;
  const injectedAnnounced = announced.some((d) => d.provider === (ethereum as unknown));
  const mobile = isMobileBrowser();
  const here = window.location.href;

  return (
    <Body data-testid="wallet-options">
      {announced.map((detail) => (
        <OptionButton
          key={detail.info.rdns}
          type="button"
          data-testid={`wallet-option-${detail.info.rdns}`}
          onClick={() => onPick({ name: detail.info.name, load: async () => eip6963Connection(detail) })}
        >
          <span>{detail.info.name}</span>
          <img src={detail.info.icon} alt="" />
        </OptionButton>
      ))}

      {ethereum && !injectedAnnounced && (
        <OptionButton type="button" data-testid="wallet-option-injected" onClick={() => onPick({ name: injectedConnection().name, load: async () => injectedConnection() })}>
          <span>{ethereum.isMetaMask ? "MetaMask" : t("wallet.injected", "Injected")}</span>
        </OptionButton>
      )}
      {!ethereum && announced.length === 0 && (
        mobile ? (
          <OptionButton as="a" href={`https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}`}>
            <span>{t("wallet.openInMetaMask", "Open in MetaMask")}</span>
          </OptionButton>
        ) : (
          <OptionButton as="a" href="https://metamask.io/" target="_blank" rel="noopener noreferrer">
            <span>{t("wallet.installMetaMask", "Install MetaMask")}</span>
          </OptionButton>
        )
      )}

      {mobile && !ethereum ? (
        <OptionButton as="a" href={`https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(here)}`} data-testid="wallet-option-coinbase-link">
          <span>{t("wallet.openInCoinbase", "Open in Coinbase Wallet")}</span>
        </OptionButton>
      ) : (
        <OptionButton type="button" data-testid="wallet-option-coinbase" onClick={() => onPick({ name: "Coinbase Wallet", load: loadCoinbase })}>
          <span>Coinbase Wallet</span>
        </OptionButton>
      )}

      {WALLETCONNECT_PROJECT_ID && (
        <OptionButton
          type="button"
          data-testid="wallet-option-walletconnect"
          onClick={() =>
            onPick({
              name: "WalletConnect",
              walletConnect: true,
              // A lazy chunk (the connector), which fetches the SDK's own chunk: neither is in the first paint.
              // Spelled out with import.meta.env so builds without a project id drop the import (and Vite's
              // preload helper with it) from the first paint.
              load: () =>
                import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
                  ? import("../walletConnect/loadWalletConnect").then((m) => m.loadWalletConnect(chainId))
                  : Promise.reject(new Error("WalletConnect is not configured in this build.")),
            })
          }
        >
          <span>WalletConnect</span>
        </OptionButton>
      )}

      {CLOSED_SERVICES.map((name) => (
        <OptionButton key={name} type="button" disabled aria-describedby={`wallet-closed-${name}`} data-testid={`wallet-option-closed-${name}`}>
          <span>{name}</span>
          <ClosedNote id={`wallet-closed-${name}`}>{t("wallet.serviceClosed", { name })}</ClosedNote>
        </OptionButton>
      ))}

      {TEST_WALLET_ENABLED && getChainInfo(chainId)?.isLocal && (
        <>
          <OptionButton
            type="button"
            data-testid="wallet-option-test-wallet"
            onClick={() => onPick({ name: t("wallet.testWallet", { index: testAccount }), load: () => loadTestWalletConnection(testAccount) })}
          >
            <span>{t("wallet.testWallet", "Local test wallet (dev account #{{index}})", { index: testAccount })}</span>
          </OptionButton>
          <Muted>
            {t("wallet.testWalletNote", "For local chains only: signs with a public Hardhat dev key.")}{" "}
            <select aria-label={t("wallet.testWalletAccount", "Dev account")} value={testAccount} onChange={(e) => setTestAccount(Number(e.target.value))}>
              {TEST_WALLET_ACCOUNTS.map((i) => (
                <option key={i} value={i}>
                  #{i}
                </option>
              ))}
            </select>
          </Muted>
        </>
      )}
    </Body>
  );
}
