import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { setWalletModalOpen } from "../walletModalSlice";
import { DEFAULT_CHAIN_ID, getChainInfo } from "@/networks";
import { useWallet } from "../WalletContext";
import { AccountDetails } from "./AccountDetails";
import { Modal } from "@/ui/Modal";
import { Body, CloseButton, ErrorText, Header, LinkButton, Muted } from "./modalStyles";
import { PendingView } from "./PendingView";
import { WalletOptions, type PickedOption } from "./WalletOptions";
import { classifyPairingFailure } from "../walletConnect/errors";
import { setPairingState } from "../walletConnect/pairingStore";

type View = "account" | "options" | "pending";

/**
 * Wallet modal. account (default) → options (Change) → pending (a wallet picked) → closes when
 * an account becomes newly connected. Back returns to account and clears the error. Opening resets to
 * the account view (which shows the options when there is no account).
 */
export function WalletModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.walletModal.open);
  const { account, isWrongNetwork, readOnlyError, connect, switchNetwork } = useWallet();
  const [view, setView] = useState<View>("account");
  const [pending, setPending] = useState<PickedOption | undefined>(undefined);
  const [pendingError, setPendingError] = useState(false);

  const close = useCallback(() => dispatch(setWalletModalOpen(false)), [dispatch]);

  // Opening resets to the account view.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setView("account");
      setPendingError(false);
    }
    wasOpen.current = open;
  }, [open]);

  // Close when an account becomes newly connected (not when the modal is opened while connected).
  const previousAccount = useRef(account);
  useEffect(() => {
    if (account && account !== previousAccount.current && open) close();
    previousAccount.current = account;
  }, [account, open, close]);

  const tryActivation = useCallback(
    async (option: PickedOption) => {
      setPending(option);
      setPendingError(false);
      setView("pending");
      if (option.walletConnect) setPairingState({});
      try {
        await connect(await option.load());
        setView("account");
      } catch (error) {
        console.error(`Connecting ${option.name} failed`, error);
        if (option.walletConnect) setPairingState({ failure: classifyPairingFailure(error) });
        setPendingError(true);
      }
    },
    [connect],
  );

  if (!open) return null;

  const back = () => {
    setPendingError(false);
    setView("account");
  };

  let title: string;
  let content: React.ReactNode;
  if (readOnlyError && !account) {
    title = t("wallet.error", "Error");
    content = (
      <Body>
        <ErrorText>{t("wallet.errorConnectingRefresh", "Error connecting. Try refreshing the page.")}</ErrorText>
      </Body>
    );
  } else if (isWrongNetwork) {
    title = t("wallet.wrongNetwork", "Wrong Network");
    content = (
      <Body data-testid="wrong-network">
        <p>{t("wallet.connectAppropriateNetwork", "Please connect to the appropriate pentagon network.")}</p>
        <LinkButton type="button" onClick={() => void switchNetwork(DEFAULT_CHAIN_ID)}>
          {t("wallet.switchToChain", { chain: getChainInfo(DEFAULT_CHAIN_ID)?.name })}
        </LinkButton>
      </Body>
    );
  } else if (view === "pending" && pending) {
    title = t("wallet.connectToAWallet", "Connect to a wallet");
    content = (
      <PendingView name={pending.name} error={pendingError} walletConnect={pending.walletConnect} onRetry={() => void tryActivation(pending)} />
    );
  } else if (account && view === "account") {
    title = t("wallet.account", "Account");
    content = <AccountDetails onChange={() => setView("options")} />;
  } else {
    title = t("wallet.connectToAWallet", "Connect to a wallet");
    content = (
      <>
        <WalletOptions onPick={(option) => void tryActivation(option)} />
        <Body>
          <Muted>{t("wallet.newToEthereum", "New to Ethereum? Learn more about wallets")}</Muted>
        </Body>
      </>
    );
  }
  const showBack = view !== "account" && !(isWrongNetwork || (readOnlyError && !account));

  return (
    <Modal
      title={title}
      onClose={close}
      testId="wallet-modal"
      bare
      header={
        <Header>
          {showBack ? (
            <LinkButton type="button" onClick={back} data-testid="wallet-back">
              {t("wallet.back", "Back")}
            </LinkButton>
          ) : null}
          <span>{title}</span>
          <CloseButton type="button" aria-label={t("wallet.close", "Close")} onClick={close}>
            ×
          </CloseButton>
        </Header>
      }
    >
      {content}
    </Modal>
  );
}
