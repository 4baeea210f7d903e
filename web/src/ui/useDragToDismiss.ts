import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

/** How far (px) a dialog must be dragged down before letting go closes it; less springs back. */
export const DISMISS_DRAG_PX = 120;

/**
 * Drag-to-dismiss for a dialog on a phone: a touch or pen drag down from the handle moves the dialog with the
 * finger, and letting go past DISMISS_DRAG_PX closes it. A mouse never drags (desktop dialogs close with Escape,
 * × or the backdrop), and an upward drag does not move the dialog. Returns the handle's pointer handlers and the
 * current offset to translate the dialog by.
 */
export function useDragToDismiss(onDismiss: (() => void) | undefined) {
  const start = useRef<{ pointerId: number; y: number } | undefined>(undefined);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (!onDismiss || e.pointerType === "mouse") return;
    start.current = { pointerId: e.pointerId, y: e.clientY };
    // Keep receiving the moves when the finger leaves the small handle.
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== e.pointerId) return;
    setOffset(Math.max(0, e.clientY - start.current.y));
  };
  const end = (e: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    if (start.current?.pointerId !== e.pointerId) return;
    const dragged = Math.max(0, e.clientY - start.current.y);
    start.current = undefined;
    setOffset(0);
    if (!cancelled && dragged >= DISMISS_DRAG_PX) onDismiss?.();
  };

  return {
    offset,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: ReactPointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => end(e, true),
    },
  };
}
