import { useEffect, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { useWallet } from "../WalletContext";

/**
 * The connected account's native balance, re-read once per new block of its chain (the block number comes
 * from the chain layer's updater), through the shared batched read provider.
 */
export function useNativeBalance(): bigint | undefined {
  const { account, chainId, readProvider, isWrongNetwork } = useWallet();
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId]);
  const [balance, setBalance] = useState<{ key: string; value: bigint } | undefined>(undefined);
  const key = `${chainId}:${account}`;

  useEffect(() => {
    if (!account || !readProvider || isWrongNetwork) return;
    let stale = false;
    readProvider
      .getBalance(account, blockNumber ?? "latest")
      .then((value) => !stale && setBalance({ key, value }))
      .catch((error) => console.debug("Balance read failed", error));
    return () => {
      stale = true;
    };
  }, [account, readProvider, isWrongNetwork, blockNumber, key]);

  return balance?.key === key ? balance.value : undefined;
}
