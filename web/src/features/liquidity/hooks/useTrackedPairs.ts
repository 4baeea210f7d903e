import { useMemo } from "react";
import { useAppSelector } from "@/base/store";
import { useActiveChainId } from "@/onchain/useActiveChainId";
import { getDeployment } from "@/networks";
import { Token, WRAPPED_NATIVE } from "@/sdk";
import { trackedTokenPairs, type TokenPair } from "../logic/trackedPairs";
import { useKnownTokens } from "./useTokenSource";

/**
 * The chain's common bases: its wrapped native token and the standard tokens it was deployed with (the PEN chain's
 * BARK, FIVE, cPENTESTER, USDT, Banana, CPEN). Odd test tokens (fee-on-transfer, bytes32...) are not bases.
 */
function useCommonBases(): Token[] {
  const chainId = useActiveChainId();
  return useMemo(() => {
    const bases: Token[] = [];
    const wrapped = WRAPPED_NATIVE[chainId];
    if (wrapped) bases.push(wrapped);
    for (const t of getDeployment(chainId)?.tokens ?? []) {
      if (t.kind === "standard") bases.push(new Token(chainId, t.address, t.decimals, t.symbol, t.name));
    }
    return bases;
  }, [chainId]);
}

/** The user's imported pairs on the active chain as tokens. */
function useSavedPairs(): TokenPair[] {
  const chainId = useActiveChainId();
  const saved = useAppSelector((state) => state.user.pairs[chainId]);
  return useMemo(
    () =>
      Object.values(saved ?? {}).flatMap(({ token0, token1 }) => {
        try {
          return [[new Token(token0.chainId, token0.address, token0.decimals, token0.symbol, token0.name), new Token(token1.chainId, token1.address, token1.decimals, token1.symbol, token1.name)] as TokenPair];
        } catch {
          return [];
        }
      }),
    [saved],
  );
}

/** Every pair /pool looks at: common bases × (bases and known tokens) plus imported pairs. */
export function useTrackedTokenPairs(): TokenPair[] {
  const chainId = useActiveChainId();
  const bases = useCommonBases();
  const known = useKnownTokens();
  const saved = useSavedPairs();
  return useMemo(() => trackedTokenPairs(chainId, bases, Object.values(known), saved), [chainId, bases, known, saved]);
}
