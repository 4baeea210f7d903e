// @vitest-environment jsdom
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderHookWithProviders } from "@/app/testing/renderWithProviders";
import { updateBlockNumber } from "@/onchain/blockNumberSlice";
import { forgetChainResets, resetChain } from "@/onchain/chainReset";
import { TEST_GENESIS } from "./testIndexer";
import { useIndexerRead, type IndexerLoad } from "./useIndexerRead";

const CHAIN = 555555;
const URL = "http://indexer.test";

afterEach(cleanup);
afterEach(() => forgetChainResets());

interface Rows {
  head: number;
  rows: string[];
}

/** A load the test answers by hand: each call waits for its own answer, and records the data it was given to build on. */
function manualLoad() {
  const calls: { previous?: Rows; answer: (rows: Rows) => void }[] = [];
  const load: IndexerLoad<Rows> = (_http, _expected, previous) => new Promise((resolve) => calls.push({ previous, answer: resolve }));
  return { load, calls };
}

const genesisOf = async () => TEST_GENESIS;

it("drops the rows it kept when the chain is seen restarted from genesis: none are shown or built on", async () => {
  const { load, calls } = manualLoad();
  const { result, store } = renderHookWithProviders(() => useIndexerRead(CHAIN, URL, "series", load, genesisOf), { wallet: {} });
  act(() => void store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 100 })));
  await waitFor(() => expect(calls).toHaveLength(1));
  const oldChain = { head: 100, rows: ["a row of the old chain"] };
  act(() => calls[0].answer(oldChain));
  await waitFor(() => expect(result.current).toEqual({ data: oldChain, usable: true }));

  // The node restarts from genesis and, by the time the block poll sees it, has mined back to the same height.
  act(() => {
    store.dispatch(resetChain(CHAIN));
    store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 100 }));
  });
  expect(result.current).toEqual({ data: undefined, usable: false });
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].previous).toBeUndefined();

  const newChain = { head: 100, rows: ["a row of the new chain"] };
  act(() => calls[1].answer(newChain));
  await waitFor(() => expect(result.current).toEqual({ data: newChain, usable: true }));
});

it("builds on its last rows while the chain stays the same", async () => {
  const { load, calls } = manualLoad();
  const { result, store } = renderHookWithProviders(() => useIndexerRead(CHAIN, URL, "series", load, genesisOf), { wallet: {} });
  act(() => void store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 100 })));
  await waitFor(() => expect(calls).toHaveLength(1));
  const first = { head: 100, rows: ["a"] };
  act(() => calls[0].answer(first));
  await waitFor(() => expect(result.current.data).toBe(first));

  act(() => void store.dispatch(updateBlockNumber({ chainId: CHAIN, blockNumber: 101 })));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].previous).toBe(first);
  // Shown while the next read runs.
  expect(result.current).toEqual({ data: first, usable: true });
});
