import type { Provider } from "@web3-react/types";

/** EIP-6963: wallets announce themselves with name, icon and a stable reverse-DNS id. */
interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Provider;
}

type Listener = () => void;

let announced: Eip6963ProviderDetail[] = [];
const listeners = new Set<Listener>();
let started = false;

function onAnnounce(event: Event): void {
  const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail;
  if (!detail?.info?.rdns || !detail.info.name || typeof detail.provider?.request !== "function") return;
  // A wallet re-announces on every request; keep one entry per rdns (the latest).
  announced = [...announced.filter((d) => d.info.rdns !== detail.info.rdns), detail];
  listeners.forEach((listener) => listener());
}

/** Starts listening once and asks every wallet in the page to announce itself. */
export function startEip6963Discovery(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("eip6963:announceProvider", onAnnounce);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
}

export function subscribeEip6963(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getEip6963Providers(): Eip6963ProviderDetail[] {
  return announced;
}
