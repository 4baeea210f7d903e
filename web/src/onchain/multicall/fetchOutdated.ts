import type { Dispatch } from "@reduxjs/toolkit";
import { parseCallKey, toCallKey, type Call } from "./callKeys";
import { chunkArray, MAX_CHUNK_SIZE } from "./chunkArray";
import { fetchChunk, type EthCall } from "./fetchChunk";
import { CancelledError, MULTICALL_RETRY, retry, type RetryDeps, type RetryOptions } from "./retry";
import { errorFetchingMulticallResults, fetchingMulticallResults, stoppedFetchingMulticallResults, updateMulticallResults } from "./slice";

interface FetchOutdatedArgs {
  chainId: number;
  latestBlockNumber: number;
  outdatedCallKeys: string[];
  multicallAddress: string;
  ethCall: EthCall;
  dispatch: Dispatch;
  maxChunkSize?: number;
  retryOptions?: RetryOptions;
  retryDeps?: RetryDeps;
}

/**
 * Starts one multicall per chunk (≤ 500 calls) for the outdated keys at latestBlockNumber. Marks the calls
 * as fetching first so the next render does not fetch them again, stores each chunk's results with the
 * block they were read at, and returns one cancel function per chunk. A newer block does not cancel them: the
 * answer lands one block late at most (never over newer data) and the calls are asked again after it; the updater
 * cancels a fetch left two blocks behind, or of another chain or history, which clears its calls' fetching mark.
 */
export function fetchOutdatedCalls(args: FetchOutdatedArgs): Array<() => void> {
  const { chainId, latestBlockNumber, outdatedCallKeys, multicallAddress, ethCall, dispatch } = args;
  if (outdatedCallKeys.length === 0) return [];
  const calls: Call[] = outdatedCallKeys.map(parseCallKey);
  const chunks = chunkArray(calls, args.maxChunkSize ?? MAX_CHUNK_SIZE);
  dispatch(fetchingMulticallResults({ chainId, calls, fetchingBlockNumber: latestBlockNumber }));

  return chunks.map((chunk) => {
    const { promise, cancel } = retry(
      () => fetchChunk(ethCall, multicallAddress, chunk, latestBlockNumber),
      args.retryOptions ?? MULTICALL_RETRY,
      args.retryDeps,
    );
    promise
      .then(({ results, blockNumber }) => {
        const byKey: { [callKey: string]: string | null } = {};
        chunk.forEach((call, i) => {
          byKey[toCallKey(call)] = results[i];
        });
        dispatch(updateMulticallResults({ chainId, results: byKey, blockNumber }));
      })
      .catch((error: unknown) => {
        if (error instanceof CancelledError) {
          dispatch(stoppedFetchingMulticallResults({ chainId, calls: chunk, fetchingBlockNumber: latestBlockNumber }));
          return;
        }
        console.error("Failed to fetch multicall chunk", chunk, chainId, error);
        dispatch(errorFetchingMulticallResults({ chainId, calls: chunk, fetchingBlockNumber: latestBlockNumber }));
      });
    return cancel;
  });
}
