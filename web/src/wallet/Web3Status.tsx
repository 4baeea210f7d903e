import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "../app/hooks";
import { setWalletModalOpen } from "../app/application/slice";

const ConnectButton = styled.button`
  padding: 10px 14px;
  border-radius: 14px;
  border: 1px solid transparent;
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  background: ${({ theme }) => (theme.darkMode ? "rgba(232,0,111,0.18)" : "rgba(214,0,106,0.10)")};
  color: ${({ theme }) => theme.colors.primary1};
`;

/**
 * Wallet status button, no-wallet state only ('Connect Wallet' opens the wallet modal).
 * Placeholder owned by the wallet feature, which replaces it with the full status button.
 */
export function Web3Status() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ConnectButton type="button" id="connect-wallet" onClick={() => dispatch(setWalletModalOpen(true))}>
      {t("wallet.connectWallet")}
    </ConnectButton>
  );
}
