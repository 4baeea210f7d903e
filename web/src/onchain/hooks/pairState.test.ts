import { describe, expect, it } from "vitest";
import { Token } from "@/sdk";
import type { CallState } from "../multicall";

type Reserves = [bigint, bigint, bigint] & { reserve0: bigint; reserve1: bigint; blockTimestampLast: bigint };
import { PairState, toPairState } from "./pairState";

const a = new Token(555555, "0x00000000000000000000000000000000000000aa", 18, "A");
const b = new Token(555555, "0x00000000000000000000000000000000000000bb", 6, "B");
const call = (over: Partial<CallState<Reserves>>): CallState<Reserves> => ({ valid: true, loading: false, syncing: false, value: undefined, error: false, ...over });

describe("toPairState", () => {
  it("is INVALID without tokens, LOADING while loading, NOT_EXISTS without reserves", () => {
    expect(toPairState(undefined, call({}))[0]).toBe(PairState.INVALID);
    expect(toPairState([a, b], call({ loading: true }))[0]).toBe(PairState.LOADING);
    expect(toPairState([a, b], call({ error: true }))).toEqual([PairState.NOT_EXISTS, null]);
  });
  it("builds the pair with reserves in token0/token1 order whatever order the tokens came in", () => {
    const tuple: [bigint, bigint, bigint] = [5n, 7n, 0n];
    const reserves = call({ value: Object.assign(tuple, { reserve0: 5n, reserve1: 7n, blockTimestampLast: 0n }) });
    const [state, pair] = toPairState([b, a], reserves);
    expect(state).toBe(PairState.EXISTS);
    expect(pair?.token0.equals(a)).toBe(true);
    expect(pair?.reserve0.quotient).toBe(5n);
    expect(pair?.reserve1.quotient).toBe(7n);
  });
});
