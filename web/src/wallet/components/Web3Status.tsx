import styled, { css } from "styled-components";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "@/base/store";
import { setWalletModalOpen } from "../walletModalSlice";
import { useAccountActivity } from "../accountActivity";
import { useEnsName } from "../hooks/useEnsName";
import { shortenAddress } from "../utils/shortenAddress";
import { useWallet } from "../WalletContext";
import { Spinner } from "./Spinner";
import { WalletLoader } from "./WalletLoader";
import { DeferredWalletModal } from "./DeferredWalletModal";

const StatusButton = styled.button<{ $variant: "connect" | "connected" | "error" | "pending" }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 14px;
  border-radius: 14px;
  border: 1px solid transparent;
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;
  /* A narrow phone's header may cut a long name short rather than push the button off the screen. */
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  ${({ theme, $variant }) =>
    $variant === "error"
      ? css`
          background: ${theme.colors.redSurface};
          color: ${theme.colors.white};
        `
      : $variant === "connect"
        ? css`
            background: ${theme.darkMode ? "rgba(232,0,111,0.18)" : "rgba(214,0,106,0.10)"};
            color: ${theme.colors.accentText};
          `
        : $variant === "pending"
          ? css`
              background: ${theme.colors.primary1};
              color: ${theme.colors.primaryText};
            `
          : css`
              background: ${theme.colors.bg2};
              color: ${theme.colors.text1};
              border-color: ${theme.colors.border};
            `}
`;

/** Status button: address or name, 'N Pending', 'Connect Wallet', red 'Wrong Network' / 'Error'. */
export function Web3Status() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { account, isWrongNetwork, readOnlyError, autoConnectDone } = useWallet();
  const ensName = useEnsName(account);
  const { pending } = useAccountActivity();
  const openModal = () => dispatch(setWalletModalOpen(true));

  let button;
  if (isWrongNetwork) {
    button = (
      <StatusButton type="button" $variant="error" id="web3-status-error" onClick={openModal}>
        {t("wallet.wrongNetwork", "Wrong Network")}
      </StatusButton>
    );
  } else if (account) {
    button = (
      <StatusButton type="button" $variant={pending.length ? "pending" : "connected"} id="web3-status-connected" onClick={openModal}>
        {pending.length ? (
          <>
            {t("wallet.pendingCount", "{{count}} Pending", { count: pending.length })} <Spinner $size={14} aria-hidden />
          </>
        ) : (
          (ensName ?? shortenAddress(account))
        )}
      </StatusButton>
    );
  } else if (readOnlyError) {
    button = (
      <StatusButton type="button" $variant="error" id="web3-status-error" onClick={openModal}>
        {t("wallet.error", "Error")}
      </StatusButton>
    );
  } else {
    button = (
      <StatusButton type="button" $variant="connect" id="connect-wallet" onClick={openModal}>
        {!autoConnectDone && <WalletLoader label={t("wallet.connecting", "Connecting")} />}
        {t("wallet.connectWallet", "Connect Wallet")}
      </StatusButton>
    );
  }
  return (
    <>
      {button}
      <DeferredWalletModal />
    </>
  );
}
