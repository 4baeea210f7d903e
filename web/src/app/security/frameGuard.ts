/**
 * Clickjacking defence where the host cannot send `frame-ancestors` / `X-Frame-Options` (e.g. IPFS or a plain
 * static bucket): inside a frame of another origin the app does not render its interface at all, so a page
 * cannot lay a transparent PenSwap over its own buttons. A frame of the same origin is allowed.
 */
export interface FrameView {
  self: unknown;
  top: { location: { origin: string } } | null;
  location: { origin: string };
}

export function isFramedByOtherOrigin(win: FrameView): boolean {
  if (win.top === win.self) return false;
  try {
    // Reading a cross-origin top's location throws; a same-origin top answers with its origin.
    return win.top?.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}
