import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useDragToDismiss } from "./useDragToDismiss";
import { lockScroll } from "./modalStack";

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
const Box = styled.div<{ $bare: boolean }>`
  position: relative;
  width: min(420px, 92vw);
  max-height: 90vh;
  overflow: auto;
  padding: ${({ $bare }) => ($bare ? "0" : "20px")};
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

/** The grip at the top of a dialog on phones: drag it down to close. */
const DragHandle = styled.div`
  display: none;
  ${({ theme }) => theme.mediaWidth.upToSmall`
    display: block;
  `}
  width: 48px;
  height: 16px;
  margin: 0 auto 4px;
  touch-action: none;
  cursor: grab;
  &::after {
    content: "";
    display: block;
    margin: 6px auto 0;
    width: 40px;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /**
   * A dialog that draws its own title row (with Back buttons, its own ×) passes it here instead of the default
   * title and ×, or null when each of its views draws one; the dialog is then labelled by `title` through
   * aria-label.
   */
  header?: ReactNode;
  /** false while the dialog must be answered (e.g. a warning): Escape, the backdrop and dragging do not close it. */
  dismissable?: boolean;
  /** No inner padding: for content that lays out its own rows edge to edge. */
  bare?: boolean;
}

/**
 * The one frame of every dialog: role="dialog" + aria-modal labelled by its title, Escape / × / the backdrop close
 * it (and, on phones, dragging it down by its handle), Tab stays inside, the page behind does not scroll, and focus
 * returns to whatever opened it.
 */
export function Modal({ title, onClose, children, testId, header, dismissable = true, bare = false }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Read while rendering the first time: by the first effect, an autoFocus field inside already took the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const dismiss = dismissable ? onClose : undefined;
  const drag = useDragToDismiss(dismiss);

  // Once per opening: take the focus (unless a field inside has it), lock the page, give the focus back when closed.
  useEffect(() => {
    if (!box.current?.contains(document.activeElement)) box.current?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      // The opener may be gone (e.g. a button replaced after the action): then there is nothing to return to.
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  useEffect(() => {
    if (!dismiss) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") dismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dismiss]);

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
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && dismiss?.()}>
      <Box
        ref={box}
        role="dialog"
        aria-modal="true"
        {...(header === undefined ? { "aria-labelledby": titleId } : { "aria-label": title })}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={trapTab}
        $bare={bare}
        style={drag.offset > 0 ? { transform: `translateY(${drag.offset}px)` } : undefined}
      >
        {dismiss && <DragHandle data-testid="modal-drag-handle" aria-hidden="true" {...drag.handleProps} />}
        {/* Not `??`: null is a dialog's way of saying its views draw their own title rows. */}
        {header === undefined ? (
          <Header>
            <span id={titleId}>{title}</span>
            <CloseX type="button" aria-label={t("common.close")} onClick={onClose}>
              ×
            </CloseX>
          </Header>
        ) : (
          header
        )}
        {children}
      </Box>
    </Backdrop>
  );
}
