import { describe, expect, it } from "vitest";
import { ChainId, MINIMUM_LIQUIDITY } from "./constants";
import { setPairAddressConfigForTest } from "./testRegistries";
import { CurrencyAmount } from "./currencyAmount";
import { InsufficientInputAmountError, InsufficientReservesError } from "./errors";
import { Fraction } from "./fraction";
import { Pair } from "./pair";
import { Token } from "./token";

const DAI = new Token(1, "0x6B175474E89094C44Da98b954EedeAC495271d0F", 18, "DAI");
const WETH = new Token(1, "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", 18, "WETH");
const USDC = new Token(1, "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6, "USDC");
const amount = (token: Token, raw: bigint) => CurrencyAmount.fromRawAmount(token, raw);

describe("Pair", () => {
  const pair = new Pair(amount(WETH, 100n), amount(DAI, 200n));

  it("sorts tokens by address and sits at the canonical CREATE2 address on mainnet", () => {
    expect(pair.token0).toBe(DAI);
    expect(pair.token1).toBe(WETH);
    expect(pair.reserve0.quotient).toBe(200n);
    expect(pair.liquidityToken.address).toBe("0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11");
    expect(pair.liquidityToken.symbol).toBe("UNI-V2");
    expect(pair.liquidityToken.name).toBe("Uniswap V2");
    expect(pair.liquidityToken.decimals).toBe(18);
    expect(Pair.getAddress(USDC, WETH)).toBe("0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc");
  });
  it("uses the factory the app registers for a chain, or the one passed in", () => {
    const a = new Token(ChainId.PEN, "0x00000000000000000000000000000000000000a1", 18);
    const b = new Token(ChainId.PEN, "0x00000000000000000000000000000000000000a2", 18);
    const canonical = new Pair(amount(a, 1n), amount(b, 1n)).liquidityToken.address;
    const custom = { factory: "0x00000000000000000000000000000000000000F0".toLowerCase(), initCodeHash: "0x" + "11".repeat(32) };
    expect(new Pair(amount(a, 1n), amount(b, 1n), custom).liquidityToken.address).not.toBe(canonical);
    setPairAddressConfigForTest(ChainId.PEN, { factory: custom.factory });
    expect(new Pair(amount(a, 1n), amount(b, 1n)).liquidityToken.address).not.toBe(canonical);
  });
  it("has mid prices both ways and per token (TOKEN for a stranger)", () => {
    expect(pair.token0Price.toSignificant()).toBe("0.5");
    expect(pair.token1Price.toSignificant()).toBe("2");
    expect(pair.priceOf(WETH).toSignificant()).toBe("2");
    expect(() => pair.priceOf(USDC)).toThrow("TOKEN");
    expect(() => pair.reserveOf(USDC)).toThrow("TOKEN");
    expect(pair.chainId).toBe(1);
    expect(pair.involvesToken(DAI) && !pair.involvesToken(USDC)).toBe(true);
  });
  it("prices reserves that are fractional amounts (from CurrencyAmount arithmetic) exactly", () => {
    // 1001/2 DAI against 1000/3 WETH: a DAI costs (1000/3) / (1001/2) = 2000/3003 WETH, a WETH 3003/2000 DAI
    const fractional = new Pair(amount(DAI, 1001n).divide(2n), amount(WETH, 1000n).divide(3n));
    expect(fractional.token0Price.equalTo(new Fraction(2000n, 3003n))).toBe(true);
    expect(fractional.token1Price.equalTo(new Fraction(3003n, 2000n))).toBe(true);
  });
  it("swaps with the 0.30% fee both ways and returns the pair after the swap", () => {
    const big = new Pair(amount(DAI, 10n ** 24n), amount(WETH, 10n ** 21n));
    const [out, next] = big.getOutputAmount(amount(WETH, 10n ** 18n));
    // 1e18 * 997 * 1e24 / (1e21 * 1000 + 997e18)
    expect(out.quotient).toBe((10n ** 18n * 997n * 10n ** 24n) / (10n ** 24n + 997n * 10n ** 18n));
    expect(out.currency).toBe(DAI);
    expect(next.reserveOf(WETH).quotient).toBe(10n ** 21n + 10n ** 18n);
    const [input] = big.getInputAmount(out);
    expect(input.quotient).toBe((10n ** 21n * out.quotient * 1000n) / ((10n ** 24n - out.quotient) * 997n) + 1n);
    expect(() => big.getOutputAmount(amount(USDC, 1n))).toThrow("TOKEN");
    expect(() => big.getInputAmount(amount(USDC, 1n))).toThrow("TOKEN");
  });
  it("throws InsufficientInputAmountError when the output would be zero", () => {
    expect(() => pair.getOutputAmount(amount(WETH, 0n))).toThrow(InsufficientInputAmountError);
    expect(() => new Pair(amount(WETH, 10n ** 18n), amount(DAI, 1n)).getOutputAmount(amount(WETH, 1n))).toThrow(InsufficientInputAmountError);
  });
  it("throws InsufficientReservesError for an empty reserve or an output at/above the reserve", () => {
    const empty = new Pair(amount(WETH, 0n), amount(DAI, 100n));
    expect(() => empty.getOutputAmount(amount(WETH, 10n))).toThrow(InsufficientReservesError);
    expect(() => empty.getInputAmount(amount(DAI, 10n))).toThrow(InsufficientReservesError);
    expect(() => pair.getInputAmount(amount(DAI, 200n))).toThrow(InsufficientReservesError);
    expect(() => pair.getInputAmount(amount(DAI, 300n))).toThrow(InsufficientReservesError);
    const error = new InsufficientReservesError();
    expect(error.isInsufficientReservesError && error.name === "InsufficientReservesError").toBe(true);
  });
  it("refuses to swap against an empty reserve on either side, in either direction", () => {
    // token0 (DAI) empty: selling WETH would buy nothing, selling DAI would take all the WETH
    const empty0 = new Pair(amount(DAI, 0n), amount(WETH, 100n));
    expect(() => empty0.getOutputAmount(amount(WETH, 10n))).toThrow(InsufficientReservesError);
    expect(() => empty0.getOutputAmount(amount(DAI, 10n))).toThrow(InsufficientReservesError);
    const empty1 = new Pair(amount(DAI, 100n), amount(WETH, 0n));
    expect(() => empty1.getOutputAmount(amount(DAI, 10n))).toThrow(InsufficientReservesError);
    expect(() => empty1.getOutputAmount(amount(WETH, 10n))).toThrow(InsufficientReservesError);
  });
  it("gives every pair of the same two tokens one liquidity token object", () => {
    const a = new Pair(amount(DAI, 1n), amount(WETH, 2n));
    const b = new Pair(amount(WETH, 3n), amount(DAI, 4n));
    expect(a.liquidityToken).toBe(b.liquidityToken);
  });
  it("mints sqrt(a*b) - 1000 first, then the smaller proportional share", () => {
    const fresh = new Pair(amount(DAI, 0n), amount(WETH, 0n));
    const lp = fresh.liquidityToken;
    const first = fresh.getLiquidityMinted(amount(lp, 0n), amount(DAI, 4n * 10n ** 6n), amount(WETH, 10n ** 6n));
    expect(first.quotient).toBe(2n * 10n ** 6n - MINIMUM_LIQUIDITY);
    const pool = new Pair(amount(DAI, 10000n), amount(WETH, 10000n));
    expect(pool.getLiquidityMinted(amount(lp, 10000n), amount(DAI, 2000n), amount(WETH, 1000n)).quotient).toBe(1000n);
    // and the other way round: the DAI (token0) share is the smaller one
    expect(pool.getLiquidityMinted(amount(lp, 10000n), amount(DAI, 1000n), amount(WETH, 2000n)).quotient).toBe(1000n);
    expect(() => fresh.getLiquidityMinted(amount(lp, 0n), amount(DAI, 1000n), amount(WETH, 1000n))).toThrow(InsufficientInputAmountError);
    expect(() => pool.getLiquidityMinted(amount(DAI, 0n), amount(DAI, 1n), amount(WETH, 1n))).toThrow("LIQUIDITY");
    expect(() => pool.getLiquidityMinted(amount(lp, 0n), amount(DAI, 1n), amount(USDC, 1n))).toThrow("TOKEN");
  });
  it("values liquidity, with the protocol fee when feeOn (TOKEN / TOTAL_SUPPLY / LIQUIDITY / K_LAST)", () => {
    const pool = new Pair(amount(DAI, 1000n), amount(WETH, 1000n));
    const lp = pool.liquidityToken;
    expect(pool.getLiquidityValue(DAI, amount(lp, 1000n), amount(lp, 500n)).quotient).toBe(500n);
    // k grew from 500^2 to 1000^2: fee liquidity = 500 * (1000 - 500) / (1000 * 5 + 500) = 45
    expect(pool.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 500n), true, 500n * 500n).quotient).toBe(917n);
    expect(pool.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 500n), true, 0n).quotient).toBe(1000n);
    expect(() => pool.getLiquidityValue(USDC, amount(lp, 500n), amount(lp, 500n))).toThrow("TOKEN");
    expect(() => pool.getLiquidityValue(DAI, amount(DAI, 500n), amount(lp, 500n))).toThrow("TOTAL_SUPPLY");
    expect(() => pool.getLiquidityValue(DAI, amount(lp, 500n), amount(DAI, 500n))).toThrow("LIQUIDITY");
    expect(() => pool.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 501n))).toThrow("LIQUIDITY");
    expect(() => pool.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 500n), true)).toThrow("K_LAST");
    // null (which an untyped caller can pass) and "" are no kLast at all, so the protocol fee cannot be computed
    expect(() => pool.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 500n), true, null as unknown as string)).toThrow("K_LAST");
    expect(() => pool.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 500n), true, "")).toThrow("K_LAST");
  });
  it("adds no protocol fee when k fell below kLast, like the pair contract's _mintFee", () => {
    // Reserves can shrink between liquidity events: a token whose balances rebase down, then sync()
    const shrunk = new Pair(amount(DAI, 1000n), amount(WETH, 1000n));
    const lp = shrunk.liquidityToken;
    const kLast = 2000n * 2000n;
    expect(shrunk.getLiquidityValue(DAI, amount(lp, 500n), amount(lp, 500n), true, kLast).quotient).toBe(1000n);
  });
  it("cannot pair a token with itself or across chains (ADDRESSES / CHAIN_IDS)", () => {
    expect(() => new Pair(amount(DAI, 1n), amount(DAI, 1n))).toThrow("ADDRESSES");
    const ropstenDai = new Token(3, DAI.address, 18);
    expect(() => new Pair(amount(DAI, 1n), amount(ropstenDai, 1n))).toThrow("CHAIN_IDS");
  });
});
