import { isChainDeployed } from "@/networks";
import { parseAddress } from "@/sdk";

/** What `#/tokens/<chainId>/<address>` names, checked before anything is read. */
export type TokenRoute = { kind: "unknownChain" } | { kind: "badAddress"; chainId: number } | { kind: "token"; chainId: number; address: string };

const CHAIN_ID = /^[1-9]\d{0,15}$/;

/**
 * The chain must be one of the app's chains with PenSwap deployed there (a decimal id), the address a valid address
 * (a wrong checksum is refused, as everywhere a user pastes one). The address comes back lowercase, as the market
 * data keys tokens.
 */
export function parseTokenRoute(chainParam: string | undefined, addressParam: string | undefined, deployed: (chainId: number) => boolean = isChainDeployed): TokenRoute {
  if (!chainParam || !CHAIN_ID.test(chainParam) || !deployed(Number(chainParam))) return { kind: "unknownChain" };
  const chainId = Number(chainParam);
  const address = parseAddress(addressParam);
  return address ? { kind: "token", chainId, address: address.toLowerCase() } : { kind: "badAddress", chainId };
}

/** The token page's path. */
export function tokenPath(chainId: number, address: string): string {
  return `/tokens/${chainId}/${address.toLowerCase()}`;
}
