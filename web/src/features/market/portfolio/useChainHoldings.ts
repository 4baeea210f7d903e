import { useEffect, useMemo, useRef, useState } from "react";
import { useBlockNumber } from "@/onchain/blockNumber";
import { isRpcUnavailableError } from "@/onchain/rpc";
import { getChainInfo } from "@/networks";
import type { ChainHoldingsState, PositionsReader } from "../types";
import { assembleHoldings } from "./holdings";
import { readChainHoldings } from "./readChainHoldings";
import { usePortfolioTokens } from "./usePortfolioTokens";

/**
 * The chain source's holdings (MarketDataSource.useHoldings): an account's holdings on one chain, read once with
 * batched multicalls on the chain's own RPC list. `live` (the active chain, whose block the app polls anyway) reads
 * again at each new block; other chains are not polled. A failed read shows as this chain's error; a failed refresh
 * keeps the figures already shown. With `positions` (the build's indexer), the LP positions come from it while it
 * keeps up with the chain, and the state says which source they came from.
 */
export function useChainHoldings(chainId: number, account: string, live: boolean, positions?: PositionsReader): { state: ChainHoldingsState; retry: () => void } {
  const { tokens, ready } = usePortfolioTokens(chainId);
  const block = useBlockNumber(chainId);
  const refreshAt = live ? block : undefined;
  const [attempt, setAttempt] = useState(0);
  const tokenKey = useMemo(() => [...tokens.keys()].sort().join(","), [tokens]);
  const key = `${chainId}:${account.toLowerCase()}:${attempt}:${tokenKey}`;
  const [result, setResult] = useState<{ key: string; state: ChainHoldingsState }>({ key: "", state: { status: "loading" } });
  const currentKey = useRef(key);
  // The read under way, by key: a new block while it runs does not start a second one (the next block asks again),
  // and the result of a read for another account or chain is dropped.
  const reading = useRef<string | undefined>(undefined);

  useEffect(() => {
    currentKey.current = key;
    if (!ready || reading.current === key) return;
    reading.current = key;
    const market = getChainInfo(chainId)?.market;
    const wrappedNative = getChainInfo(chainId)?.wrappedNative.address;
    readChainHoldings(chainId, account, [...tokens.keys()], tokens, positions)
      .then(
        (reads) => {
          if (currentKey.current !== key || !market || !wrappedNative) return;
          const holdings = assembleHoldings(reads, tokens, { wrappedNative, minNativeLiquidity: market.minNativeLiquidity, whitelist: market.whitelist });
          setResult({ key, state: { status: "ready", holdings, lpSource: positions ? reads.lpSource : undefined } });
        },
        (error: unknown) => {
          if (currentKey.current !== key) return;
          console.debug(`Portfolio read of chain ${chainId} failed`, error);
          const failed: ChainHoldingsState = { status: "error", offline: isRpcUnavailableError(error), message: error instanceof Error ? error.message : String(error) };
          setResult((prev) => (prev.key === key && prev.state.status === "ready" ? prev : { key, state: failed }));
        },
      )
      .finally(() => {
        if (reading.current === key) reading.current = undefined;
      });
  }, [chainId, account, tokens, ready, key, refreshAt, positions]);

  const state: ChainHoldingsState = result.key === key ? result.state : { status: "loading" };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
