import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.45);
`;

const Box = styled.div`
  width: min(420px, 92vw);
  max-height: 90vh;
  overflow: auto;
  padding: 20px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 12px;
  font-weight: 600;
  font-size: 18px;
`;

const CloseX = styled.button`
  border: none;
  background: none;
  color: inherit;
  font-size: 20px;
  cursor: pointer;
`;

/** A modal dialog (confirm swap, add/remove liquidity confirmations): Escape, × and the backdrop close it. */
export function Dialog({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <Backdrop onClick={onClose}>
      <Box role="dialog" aria-modal="true" aria-label={title} data-testid={testId} onClick={(e) => e.stopPropagation()}>
        <Header>
          <span>{title}</span>
          <CloseX type="button" aria-label={t("common.close")} onClick={onClose}>
            ×
          </CloseX>
        </Header>
        {children}
      </Box>
    </Backdrop>
  );
}
