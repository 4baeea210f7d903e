/**
 * What the wallet modal shows while a WalletConnect pairing is open: the pairing URI, its QR code (an SVG
 * string made in the lazy WalletConnect chunk, so the QR library never loads with the page) and why the
 * last attempt failed. A tiny store of its own: the connector (lazy chunk) writes it, the modal reads it.
 */
export type PairingFailure = "expired" | "rejected" | "failed";

interface PairingState {
  uri?: string;
  qrSvg?: string;
  failure?: PairingFailure;
}

let state: PairingState = {};
const listeners = new Set<() => void>();

export function getPairingState(): PairingState {
  return state;
}

export function setPairingState(next: PairingState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribePairing(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
