import { DEFAULT_CHAIN_ID } from "@/networks";
import { WALLET_CHAIN_IDS } from "./config";
import { readStoredReadChain, storeReadChain } from "./storage";
import { chainFromUrl, urlWithChain } from "./utils/chainParam";

/**
 * The chain the app reads while no wallet is connected: the one a link names (`?chain=3344`), else the one
 * the visitor picked last, else the build's default. A link's chain is remembered, so the next visit opens on
 * it too. A stored value that is no longer a wallet chain is ignored.
 */
export function initialReadChainId(href: string = window.location.href): number {
  const linked = chainFromUrl(href, WALLET_CHAIN_IDS);
  if (linked !== undefined) {
    storeReadChain(linked);
    return linked;
  }
  const stored = readStoredReadChain();
  return stored !== undefined && (WALLET_CHAIN_IDS as readonly number[]).includes(stored) ? stored : DEFAULT_CHAIN_ID;
}

/** The chain a link of this visit names, if any: a wallet on another chain is asked to switch to it. */
export function linkedChainId(href: string = window.location.href): number | undefined {
  return chainFromUrl(href, WALLET_CHAIN_IDS);
}

/**
 * Opens the app on another chain without a wallet: remembers the choice, writes it into the address (so the
 * link the visitor shares opens on it) and reloads, as a wallet's chain change does: every cached read,
 * token and pending poll belongs to the old chain.
 */
export function chooseReadChain(chainId: number): void {
  storeReadChain(chainId);
  window.history.replaceState(window.history.state, "", urlWithChain(window.location.href, chainId));
  window.location.reload();
}
