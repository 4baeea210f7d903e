import type { PairRead } from "../portfolio/holdings";
import { address, amount, answerRows } from "./indexerAnswer";
import type { IndexerHttp } from "./indexerHttp";
import { indexedHead, type ExpectedChain } from "./indexedHead";

const MAX_UINT112 = (1n << 112n) - 1n;

const PAIRS = "select address, token0, token1, reserve0, reserve1, total_supply from pair where chain_id = $1 and created_at_block <= $2";
const POSITIONS = "select pair, balance from liquidity_position where chain_id = $1 and owner = $2 and balance > 0";

/**
 * An account's LP positions on a chain as the indexer has them: every pool with its reserves and LP supply, and the
 * account's LP balance in it (zero where it holds none), in the shape the portfolio values (portfolio/holdings'
 * PairRead), so both sources are valued by the same assembleHoldings. The pools' rows are the indexer's latest, which
 * may be a block past its reported head while it indexes. Every field is validated; throws IndexerAnswerError otherwise.
 */
export async function loadIndexerPositions(http: IndexerHttp, expected: ExpectedChain, account: string): Promise<{ head: number; pairs: PairRead[] }> {
  const { chainId } = expected;
  const owner = account.toLowerCase();
  const head = await indexedHead(http, expected, "history");
  const [pairsAnswer, positionsAnswer] = await Promise.all([http.sql(PAIRS, [chainId, String(head.number)]), http.sql(POSITIONS, [chainId, owner])]);
  const balances = new Map<string, bigint>();
  for (const row of answerRows(positionsAnswer, "positions")) balances.set(address(row, "pair"), amount(row, "balance"));
  const pairs = answerRows(pairsAnswer, "pairs").map((row) => {
    const pair = address(row, "address");
    return {
      address: pair,
      token0: address(row, "token0"),
      token1: address(row, "token1"),
      reserve0: amount(row, "reserve0", MAX_UINT112),
      reserve1: amount(row, "reserve1", MAX_UINT112),
      totalSupply: amount(row, "total_supply"),
      balance: balances.get(pair) ?? 0n,
    };
  });
  return { head: head.number, pairs };
}
