import { useEffect, type ReactNode } from "react";
import styled from "styled-components";
import { ModalOverlay } from "../../ui/ModalOverlay";

/** Max height 90 vh, default width 50 vw, at most 420 px (full width on small phones). */
const Dialog = styled.div`
  width: 50vw;
  max-width: 420px;
  max-height: 90vh;
  overflow-y: auto;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  box-shadow: 0 4px 24px ${({ theme }) => theme.colors.shadow};
  ${({ theme }) => theme.mediaWidth.upToMedium`
    width: 65vw;
  `}
  ${({ theme }) => theme.mediaWidth.upToSmall`
    width: 92vw;
  `}
`;

export function ModalFrame({ label, onDismiss, children }: { label: string; onDismiss: () => void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onDismiss();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onDismiss]);
  return (
    <ModalOverlay onMouseDown={(event) => event.target === event.currentTarget && onDismiss()}>
      <Dialog role="dialog" aria-modal="true" aria-label={label} data-testid="wallet-modal">
        {children}
      </Dialog>
    </ModalOverlay>
  );
}
