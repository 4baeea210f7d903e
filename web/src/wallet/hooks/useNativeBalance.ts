import { useMemo } from "react";
import { useNativeBalances } from "@/onchain/hooks";
import { useWallet } from "../WalletContext";

/**
 * The connected account's native balance, read by the chain layer's per-block multicall
 * (Multicall.getEthBalance): no request of its own, and the same call key as any page that shows it.
 */
export function useNativeBalance(): bigint | undefined {
  const { account, isWrongNetwork } = useWallet();
  const accounts = useMemo(() => (account && !isWrongNetwork ? [account] : []), [account, isWrongNetwork]);
  const balances = useNativeBalances(accounts);
  return account ? balances[account]?.quotient : undefined;
}
