import { useSyncExternalStore } from "react";

/** Open dialogs, so nested ones unlock the page's scrolling only when the last one closes. */
let openModals = 0;
let bodyOverflowBefore = "";
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Called by each dialog while it is open: the page behind it stops scrolling. Returns the unlock. */
export function lockScroll(): () => void {
  if (openModals++ === 0) {
    bodyOverflowBefore = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    notify();
  }
  return () => {
    if (--openModals === 0) {
      document.body.style.overflow = bodyOverflowBefore;
      notify();
    }
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether any dialog is open: what floats above the page (the phones' bottom bar) steps aside, as the dialog's
 * backdrop, drawn in the page's own layer, cannot cover it.
 */
export function useIsAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  );
}
