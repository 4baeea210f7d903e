import type { ChainInfo } from "./types";

export type ExplorerLinkKind = "tx" | "token" | "address";

/** `${explorer}/tx/{hash}`, `/token/{address}`, `/address/{address}`; undefined when the chain has no explorer. */
export function buildExplorerLink(chain: ChainInfo | undefined, kind: ExplorerLinkKind, value: string): string | undefined {
  if (!chain?.explorerUrl || !value) return undefined;
  return `${chain.explorerUrl.replace(/\/+$/, "")}/${kind}/${encodeURIComponent(value)}`;
}
