export interface SwitchRequestFacts {
  /** The connected wallet's chain (undefined without a wallet). */
  walletChainId: number | undefined;
  /** The wallet's chain is not one the app supports. */
  isWrongNetwork: boolean;
  /** The chain this visit reads without a wallet (a link's, the visitor's choice or the default). */
  readChainId: number;
  /** The chain a `?chain=` link of this visit names, if any. */
  linkChainId: number | undefined;
  defaultChainId: number;
  isDeployed(chainId: number): boolean;
}

/**
 * The chain to ask the wallet to switch to, or undefined to leave it where it is. The target is the chain the
 * visit reads when PenSwap is deployed there, else the default chain. The wallet is asked when it is on a chain
 * the app does not support, on a chain without a deployment (while the target has one), or on another chain
 * than a link names. Otherwise the app follows the wallet.
 */
export function switchRequestTarget(facts: SwitchRequestFacts): number | undefined {
  const { walletChainId, isWrongNetwork, readChainId, linkChainId, defaultChainId, isDeployed } = facts;
  if (walletChainId === undefined) return undefined;
  const target = isDeployed(readChainId) ? readChainId : defaultChainId;
  if (walletChainId === target) return undefined;
  if (isWrongNetwork) return target;
  if (!isDeployed(walletChainId) && isDeployed(target)) return target;
  if (linkChainId === target) return target;
  return undefined;
}
