import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from "react";
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

/** At most 90 vh high and 420 px wide; nearly full width on small phones. */
const Box = styled.div`
  width: min(420px, 92vw);
  max-height: 90vh;
  overflow: auto;
  padding: 20px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:focus {
    outline: none;
  }
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, so nested ones unlock the page's scrolling only when the last one closes. */
let openModals = 0;
let bodyOverflowBefore = "";

function lockScroll(): () => void {
  if (openModals++ === 0) {
    bodyOverflowBefore = document.body.style.overflow;
    document.body.style.overflow = "hidden";
  }
  return () => {
    if (--openModals === 0) document.body.style.overflow = bodyOverflowBefore;
  };
}

/**
 * The one frame of every dialog: role="dialog" + aria-modal labelled by its title, Escape / × / the backdrop close
 * it, Tab stays inside, the page behind does not scroll, and focus returns to whatever opened it.
 */
export function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  // Once per opening: take the focus, lock the page, and give the focus back when closed.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      // The opener may be gone (e.g. a button replaced after the action): then there is nothing to return to.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const trapTab = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Tab" || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return e.preventDefault();
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === box.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId} onKeyDown={trapTab}>
        <Header>
          <span id={titleId}>{title}</span>
          <CloseX type="button" aria-label={t("common.close")} onClick={onClose}>
            ×
          </CloseX>
        </Header>
        {children}
      </Box>
    </Backdrop>
  );
}
