import { useState } from "react";
import { useWallet } from "../WalletContext";

/**
 * Calls `onSwitch` once whenever the wallet's account or chain changes, locking included (no account). Pages use
 * it to close a confirm dialog opened for the old account/chain: its amounts, route and addresses were computed
 * for them. It runs during render (React's pattern for state that follows a changing value), so `onSwitch` may
 * only set state of the calling component; what the user typed lives elsewhere and stays.
 */
export function useOnWalletSwitch(onSwitch: () => void): void {
  const { account, chainId } = useWallet();
  const walletKey = `${account?.toLowerCase() ?? ""}-${chainId}`;
  const [seenKey, setSeenKey] = useState(walletKey);
  if (seenKey !== walletKey) {
    setSeenKey(walletKey);
    onSwitch();
  }
}
