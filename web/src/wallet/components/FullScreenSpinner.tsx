import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { Spinner } from "./Spinner";

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-weight: 600;
`;

/** Covers the page while the wallet is asked to switch networks. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Overlay role="status" aria-live="polite" data-testid="network-switch-spinner">
      <Spinner $size={48} aria-hidden />
      {t("wallet.switchingNetwork", "Switching network…")}
    </Overlay>
  );
}
