/**
 * Independent bigint re-implementation of the Uniswap V2 formulas (UniswapV2Library + UniswapV2Pair), so the
 * router tests compare on-chain results against numbers computed off-chain rather than against the router itself.
 */
export const MINIMUM_LIQUIDITY = 1000n;

/** Integer square root, rounding down (Babylonian method, like UniswapV2's Math.sqrt). */
export function sqrt(y: bigint): bigint {
  if (y < 0n) throw new Error("sqrt of negative");
  if (y < 4n) return y === 0n ? 0n : 1n;
  let z = y;
  let x = y / 2n + 1n;
  while (x < z) {
    z = x;
    x = (y / x + x) / 2n;
  }
  return z;
}

export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  return (amountA * reserveB) / reserveA;
}

/** Output of a swap after the 0.3% fee. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const amountInWithFee = amountIn * 997n;
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee);
}

/** Input needed for an exact output after the 0.3% fee (rounded up by one, as UniswapV2Library does). */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n;
}

/** `reserves[i]` = [reserveIn, reserveOut] of hop i. */
export function getAmountsOut(amountIn: bigint, reserves: [bigint, bigint][]): bigint[] {
  const amounts = [amountIn];
  for (const [rIn, rOut] of reserves) amounts.push(getAmountOut(amounts[amounts.length - 1], rIn, rOut));
  return amounts;
}

export function getAmountsIn(amountOut: bigint, reserves: [bigint, bigint][]): bigint[] {
  const amounts = [amountOut];
  for (let i = reserves.length - 1; i >= 0; i--) amounts.unshift(getAmountIn(amounts[0], reserves[i][0], reserves[i][1]));
  return amounts;
}

/** LP tokens minted by UniswapV2Pair.mint for deposits (amountA, amountB) into reserves (reserveA, reserveB). */
export function mintedLiquidity(amountA: bigint, amountB: bigint, reserveA: bigint, reserveB: bigint, totalSupply: bigint): bigint {
  if (totalSupply === 0n) return sqrt(amountA * amountB) - MINIMUM_LIQUIDITY;
  const a = (amountA * totalSupply) / reserveA;
  const b = (amountB * totalSupply) / reserveB;
  return a < b ? a : b;
}

/** What UniswapV2Router._addLiquidity deposits for the desired amounts into an existing pool. */
export function optimalDeposit(desiredA: bigint, desiredB: bigint, reserveA: bigint, reserveB: bigint): [bigint, bigint] {
  if (reserveA === 0n && reserveB === 0n) return [desiredA, desiredB];
  const optimalB = quote(desiredA, reserveA, reserveB);
  if (optimalB <= desiredB) return [desiredA, optimalB];
  return [quote(desiredB, reserveB, reserveA), desiredB];
}

/** Token amounts UniswapV2Pair.burn pays out for `liquidity` (no protocol fee: feeTo is unset). */
export function burnedAmounts(liquidity: bigint, reserveA: bigint, reserveB: bigint, totalSupply: bigint): [bigint, bigint] {
  return [(liquidity * reserveA) / totalSupply, (liquidity * reserveB) / totalSupply];
}

/** Amount a 1%-burn FeeOnTransferToken delivers when `amount` is transferred. */
export function afterTransferFee(amount: bigint): bigint {
  return amount - (amount * 100n) / 10000n;
}
