import type { IndexerHttp } from "./indexerHttp";

/** The ids every loader test's indexer answers for: its chain, genesis hash and factory. */
export const TEST_GENESIS = `0x${"ab".repeat(32)}`;
export const TEST_FACTORY = `0x${"fa".repeat(20)}`;
export const TEST_EXPECTED = { chainId: 555555, genesisHash: TEST_GENESIS, factory: TEST_FACTORY };

export type Rows = Record<string, unknown>[];

/**
 * A stand-in indexer for the loaders' unit tests (the differential test runs a real one): it answers /status with
 * `status`, the chain-identity query with `chain`, and every other query with the rows `rowsFor` picks by its text.
 * Each query is recorded with its parameters in `calls`.
 */
export function fakeIndexer(
  status: unknown,
  rowsFor: (query: string, params: readonly unknown[]) => Rows,
  calls: unknown[][],
  chain: Rows,
): IndexerHttp {
  return {
    status: async () => status,
    sql: async (query, params) => {
      calls.push([query, ...params]);
      return { rows: query.includes("indexed_chain") ? chain : rowsFor(query, params) };
    },
  };
}
