import { decodeSync, decodeTransfer, TOPICS, ZERO_ADDRESS } from "../logs/events";
import type { RawLog } from "../logs/types";

/** Fixed-point scale for √k per LP token. */
const Q = 10n ** 18n;

/** ⌊√n⌋ for a non-negative bigint (Newton's method). */
export function sqrt(n: bigint): bigint {
  if (n < 0n) throw new Error("sqrt of a negative number");
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // Number's estimate is close; Newton steps make it exact for any size.
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) {
      // x may be one too big after the float start.
      while (x * x > n) x--;
      while ((x + 1n) * (x + 1n) <= n) x++;
      return x;
    }
    x = y;
  }
}

/** √(reserve0·reserve1) per LP token, scaled by 1e18: it only grows with fees (and donations), never with trades. */
export function rootKPerShare(reserve0: bigint, reserve1: bigint, supply: bigint): bigint {
  return supply === 0n ? 0n : (sqrt(reserve0 * reserve1) * Q) / supply;
}

interface Lot {
  lp: bigint;
  /** √k per share when the LP tokens arrived. */
  q: bigint;
  /** The tokens those LP tokens stood for then (what "just holding" would have kept). */
  amount0: bigint;
  amount1: bigint;
}

interface PositionEstimate {
  balance: bigint;
  supply: bigint;
  amount0: bigint;
  amount1: bigint;
  /** The part of amount0/amount1 that came from fees since the deposits. */
  fees0: bigint;
  fees1: bigint;
  /** Deposited tokens (reduced in proportion to LP tokens that left). */
  held0: bigint;
  held1: bigint;
  /** Current value of the position and of the held tokens, both in token1 at the pool's current price. */
  valueNow1: bigint;
  /** The position's current value in token0 at the same price. */
  valueNow0: bigint;
  valueHeld1: bigint;
}

/**
 * Replays a pair's Sync and LP Transfer logs (chain order) and estimates the account's position: its current
 * amounts, the fees it earned (growth of √k per LP token between each deposit and now) and what simply holding the
 * deposited tokens would be worth. Lots are valued at the end of the transaction that brought them, so a mint is
 * measured after its own Sync.
 */
export function estimatePosition(logs: RawLog[], account: string): PositionEstimate {
  const me = account.toLowerCase();
  let reserve0 = 0n;
  let reserve1 = 0n;
  let supply = 0n;
  const lots: Lot[] = [];
  let arrivingTx: string | undefined;
  let arriving = 0n;

  const settleArrivals = () => {
    if (arriving > 0n && supply > 0n) {
      lots.push({ lp: arriving, q: rootKPerShare(reserve0, reserve1, supply), amount0: (arriving * reserve0) / supply, amount1: (arriving * reserve1) / supply });
    }
    arriving = 0n;
    arrivingTx = undefined;
  };

  for (const log of logs) {
    if (arrivingTx && log.transactionHash !== arrivingTx) settleArrivals();
    if (log.topics[0] === TOPICS.sync) {
      ({ reserve0, reserve1 } = decodeSync(log));
      continue;
    }
    if (log.topics[0] !== TOPICS.transfer || log.topics.length !== 3) continue;
    const t = decodeTransfer(log);
    // The first mint also sends MINIMUM_LIQUIDITY from and to address 0: it counts once, as supply.
    if (t.from === ZERO_ADDRESS) supply += t.value;
    else if (t.to === ZERO_ADDRESS) supply -= t.value;
    if (t.to === me && t.from !== me) {
      arriving += t.value;
      arrivingTx = log.transactionHash;
    }
    if (t.from === me && t.to !== me) {
      const balance = lots.reduce((s, l) => s + l.lp, 0n) + arriving;
      if (balance > 0n) {
        const keep = balance > t.value ? balance - t.value : 0n;
        for (const lot of lots) {
          lot.amount0 = (lot.amount0 * keep) / balance;
          lot.amount1 = (lot.amount1 * keep) / balance;
          lot.lp = (lot.lp * keep) / balance;
        }
        arriving = (arriving * keep) / balance;
      }
    }
  }
  settleArrivals();

  const balance = lots.reduce((s, l) => s + l.lp, 0n);
  const amount0 = supply > 0n ? (balance * reserve0) / supply : 0n;
  const amount1 = supply > 0n ? (balance * reserve1) / supply : 0n;
  const qNow = rootKPerShare(reserve0, reserve1, supply);
  let grown = 0n;
  for (const lot of lots) if (qNow > lot.q) grown += lot.lp * (qNow - lot.q);
  const denominator = balance * qNow;
  const fees0 = denominator > 0n ? (amount0 * grown) / denominator : 0n;
  const fees1 = denominator > 0n ? (amount1 * grown) / denominator : 0n;
  const held0 = lots.reduce((s, l) => s + l.amount0, 0n);
  const held1 = lots.reduce((s, l) => s + l.amount1, 0n);
  const in1 = (a0: bigint, a1: bigint) => (reserve0 > 0n ? (a0 * reserve1) / reserve0 : 0n) + a1;
  const valueNow0 = amount0 + (reserve1 > 0n ? (amount1 * reserve0) / reserve1 : 0n);
  return { balance, supply, amount0, amount1, fees0, fees1, held0, held1, valueNow1: in1(amount0, amount1), valueNow0, valueHeld1: in1(held0, held1) };
}
