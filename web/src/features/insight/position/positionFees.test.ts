import { describe, expect, it } from "vitest";
import { addressTopic, TOPICS, ZERO_ADDRESS } from "../logs/events";
import type { RawLog } from "../logs/types";
import { estimatePosition, rootKPerShare, sqrt } from "./positionFees";

const PAIR = "0x00000000000000000000000000000000000000ab";
const ME = "0x00000000000000000000000000000000000000aa";
const LP = "0x00000000000000000000000000000000000000cc";
const E18 = 10n ** 18n;
const words = (...n: bigint[]) => `0x${n.map((x) => x.toString(16).padStart(64, "0")).join("")}`;

/** A tiny constant-product pool that writes the logs a UniswapV2Pair would (0.3 % fee, fees stay in reserves). */
function pool() {
  const logs: RawLog[] = [];
  let r0 = 0n;
  let r1 = 0n;
  let supply = 0n;
  let tx = 0;
  let index = 0;
  const emit = (hash: string, topics: string[], data: string) => logs.push({ blockNumber: tx, logIndex: index++, transactionHash: hash, address: PAIR, topics, data });
  const transfer = (hash: string, from: string, to: string, v: bigint) => emit(hash, [TOPICS.transfer, addressTopic(from), addressTopic(to)], words(v));
  const sync = (hash: string) => emit(hash, [TOPICS.sync], words(r0, r1));
  return {
    logs,
    get reserves() {
      return { r0, r1, supply };
    },
    mint(to: string, a0: bigint, a1: bigint): bigint {
      const hash = `0x${(++tx).toString(16)}`;
      let lp: bigint;
      if (supply === 0n) {
        lp = sqrt(a0 * a1) - 1000n;
        transfer(hash, ZERO_ADDRESS, ZERO_ADDRESS, 1000n);
        supply += 1000n;
      } else lp = (a0 * supply) / r0 < (a1 * supply) / r1 ? (a0 * supply) / r0 : (a1 * supply) / r1;
      transfer(hash, ZERO_ADDRESS, to, lp);
      supply += lp;
      r0 += a0;
      r1 += a1;
      sync(hash);
      return lp;
    },
    burn(from: string, lp: bigint) {
      const hash = `0x${(++tx).toString(16)}`;
      transfer(hash, from, PAIR, lp);
      const a0 = (lp * r0) / supply;
      const a1 = (lp * r1) / supply;
      transfer(hash, PAIR, ZERO_ADDRESS, lp);
      supply -= lp;
      r0 -= a0;
      r1 -= a1;
      sync(hash);
    },
    swap0for1(amountIn: bigint) {
      const hash = `0x${(++tx).toString(16)}`;
      const inWithFee = amountIn * 997n;
      const out = (inWithFee * r1) / (r0 * 1000n + inWithFee);
      r0 += amountIn;
      r1 -= out;
      sync(hash);
    },
    swap1for0(amountIn: bigint) {
      const hash = `0x${(++tx).toString(16)}`;
      const inWithFee = amountIn * 997n;
      const out = (inWithFee * r0) / (r1 * 1000n + inWithFee);
      r1 += amountIn;
      r0 -= out;
      sync(hash);
    },
  };
}

describe("sqrt and √k per share", () => {
  it("is exact for large numbers", () => {
    for (const n of [0n, 1n, 2n, 99n, 10n ** 36n, 10n ** 36n + 12345n, 2n ** 200n - 1n]) {
      const r = sqrt(n);
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
    }
    expect(rootKPerShare(4n, 9n, 0n)).toBe(0n);
    expect(rootKPerShare(4n * E18, 9n * E18, 6n * E18)).toBe(E18);
  });
});

describe("estimatePosition", () => {
  it("has no fees and equals holding when nothing traded", () => {
    const p = pool();
    p.mint(LP, 100n * E18, 100n * E18);
    p.mint(ME, 10n * E18, 10n * E18);
    const e = estimatePosition(p.logs, ME);
    expect(e.fees0).toBe(0n);
    expect(e.fees1).toBe(0n);
    expect(e.amount0).toBeGreaterThan(10n * E18 - 10n);
    expect(e.valueNow1 - e.valueHeld1).toBeLessThanOrEqual(0n);
    expect(e.valueHeld1 - e.valueNow1).toBeLessThan(100n);
  });

  it("earns 0.3 % of the volume times its share of the volume after round trips that leave the price where it was", () => {
    const p = pool();
    p.mint(LP, 900n * E18, 900n * E18);
    p.mint(ME, 100n * E18, 100n * E18); // 10 % of the pool
    for (let i = 0; i < 10; i++) {
      p.swap0for1(10n * E18);
      p.swap1for0(10n * E18);
    }
    const e = estimatePosition(p.logs, ME);
    // 200 tokens of volume, 0.3 % fee = 0.6 tokens for the pool, 10 % share: ≈ 0.06 tokens of value.
    const feeValue1 = e.fees0 + e.fees1; // price ≈ 1
    expect(Number(feeValue1) / 1e18).toBeGreaterThan(0.055);
    expect(Number(feeValue1) / 1e18).toBeLessThan(0.065);
    // Back near the starting price, the position beats holding by about the fees.
    expect(Number(e.valueNow1 - e.valueHeld1) / 1e18).toBeGreaterThan(0.05);
  });

  it("counts only the growth after each deposit and scales lots down when LP tokens leave", () => {
    const p = pool();
    p.mint(LP, 1000n * E18, 1000n * E18);
    for (let i = 0; i < 5; i++) {
      p.swap0for1(50n * E18);
      p.swap1for0(50n * E18);
    }
    const lp = p.mint(ME, 10n * E18, 10n * E18);
    const before = estimatePosition(p.logs, ME);
    expect(before.fees0 + before.fees1).toBeLessThan(10n ** 6n); // rounding only: the earlier fees are not ours
    p.swap0for1(100n * E18);
    p.swap1for0(100n * E18);
    const earned = estimatePosition(p.logs, ME);
    expect(earned.fees0 + earned.fees1).toBeGreaterThan(0n);
    p.burn(ME, lp / 2n);
    const half = estimatePosition(p.logs, ME);
    expect(half.balance).toBe(lp - lp / 2n);
    const ratio = Number(half.fees0 + half.fees1) / Number(earned.fees0 + earned.fees1);
    expect(ratio).toBeGreaterThan(0.49);
    expect(ratio).toBeLessThan(0.51);
    expect(Number(half.held0) / Number(earned.held0)).toBeCloseTo(0.5, 3);
  });

  it("shows impermanent loss: after a one-way price move the position is worth less than holding, minus fees", () => {
    const p = pool();
    p.mint(ME, 100n * E18, 100n * E18);
    p.swap0for1(100n * E18); // price of token0 roughly quarters
    const e = estimatePosition(p.logs, ME);
    expect(e.valueNow1).toBeLessThan(e.valueHeld1);
    expect(e.fees0).toBeGreaterThan(0n);
    // The value in each token: both amounts at the pool's price, so about twice the amount of that token.
    for (const [value, amount] of [
      [e.valueNow0, e.amount0],
      [e.valueNow1, e.amount1],
    ]) {
      expect(value).toBeGreaterThan(2n * amount - 1000n);
      expect(value).toBeLessThan(2n * amount + 1000n);
    }
  });

  it("is all zero for an account that never held the LP token", () => {
    const p = pool();
    p.mint(LP, 10n * E18, 10n * E18);
    const e = estimatePosition(p.logs, ME);
    expect(e).toMatchObject({ balance: 0n, amount0: 0n, fees0: 0n, valueHeld1: 0n, valueNow0: 0n, valueNow1: 0n });
  });
});
