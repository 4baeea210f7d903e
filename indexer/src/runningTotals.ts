/**
 * A pool's running totals as a Swap row keeps them: everything the pool traded from its creation up to and including
 * that swap. With them a window's volume and swap count are a difference of two rows, the pool's last swap up to the
 * window's end and its last swap before the window's start (one index probe each), whatever the number of swaps in
 * the window; summing the window's swaps or hours grew with the market.
 *
 * `pool` is the pair row just after the Swap handler added this swap to it: its volume0 / volume1 are the sums of
 * amountIn + amountOut of every swap so far, and its txCount counts swaps only (no Mint or Burn adds to it).
 */
export function runningTotalsAfter(pool: { volume0: bigint; volume1: bigint; txCount: number }): { volume0Total: bigint; volume1Total: bigint; swapsTotal: number } {
  return { volume0Total: pool.volume0, volume1Total: pool.volume1, swapsTotal: pool.txCount };
}
