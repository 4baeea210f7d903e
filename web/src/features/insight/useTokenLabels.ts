import { useCallback, useMemo } from "react";
import { getChainInfo, getDeployment } from "@/networks";
import { displayTokenSymbol } from "@/sdk";
import { useAllTokens } from "../tokens";
import type { PairInfo } from "./logs/events";
import { shortHex } from "./format";

interface TokenLabel {
  /** The symbol as shown: cleaned, capped and marked (displayTokenSymbol), or the short address. */
  displaySymbol: string;
  decimals: number;
}

/**
 * Symbol and decimals for any address the insight pages show: the app's tokens, the deployment's tokens, the
 * wrapped native, LP tokens as "A/B LP"; anything else its short address with 18 decimals.
 */
export function useTokenLabels(chainId: number, pairs?: ReadonlyMap<string, PairInfo>): (address: string) => TokenLabel {
  const tokens = useAllTokens(chainId);
  const known = useMemo(() => {
    const map = new Map<string, TokenLabel>();
    for (const t of getDeployment(chainId)?.tokens ?? []) map.set(t.address.toLowerCase(), { displaySymbol: displayTokenSymbol(t), decimals: t.decimals });
    const wrapped = getChainInfo(chainId)?.wrappedNative;
    if (wrapped?.address) map.set(wrapped.address.toLowerCase(), { displaySymbol: displayTokenSymbol(wrapped), decimals: wrapped.decimals });
    for (const t of Object.values(tokens)) map.set(t.address.toLowerCase(), { displaySymbol: displayTokenSymbol(t, shortHex(t.address)), decimals: t.decimals });
    return map;
  }, [chainId, tokens]);
  return useCallback(
    (address: string) => {
      const a = address.toLowerCase();
      const token = known.get(a);
      if (token) return token;
      const pair = pairs?.get(a);
      if (pair) {
        const s0 = known.get(pair.token0)?.displaySymbol ?? shortHex(pair.token0);
        const s1 = known.get(pair.token1)?.displaySymbol ?? shortHex(pair.token1);
        return { displaySymbol: `${s0}/${s1} LP`, decimals: 18 };
      }
      return { displaySymbol: shortHex(address), decimals: 18 };
    },
    [known, pairs],
  );
}
