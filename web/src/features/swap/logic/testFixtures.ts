import { CurrencyAmount, nativeOnChain, Pair, Route, setWrappedNative, Token, Trade, TradeType } from "@/sdk";
import type { SwapInputErrorParams } from "./inputError";

/** Tokens and pools on chain 555555 for pure tests (addresses are arbitrary but valid). */
export const CHAIN = 555555;
export const WPEN = new Token(CHAIN, "0x5FbDB2315678afecb367f032d93F642f64180aa3", 18, "WPEN", "Wrapped PEN");
setWrappedNative(WPEN);
export const PEN = nativeOnChain(CHAIN);
export const BARK = new Token(CHAIN, "0x0000000000000000000000000000000000000001", 18, "BARK", "Bark");
export const FIVE = new Token(CHAIN, "0x0000000000000000000000000000000000000002", 18, "FIVE", "Five");
export const USDT = new Token(CHAIN, "0x0000000000000000000000000000000000000003", 6, "USDT", "Tether");

export const E18 = 10n ** 18n;

export function pair(a: Token, ra: bigint, b: Token, rb: bigint): Pair {
  return new Pair(CurrencyAmount.fromRawAmount(a, ra), CurrencyAmount.fromRawAmount(b, rb));
}

/** A BARK→FIVE trade of `amountIn` whole units through one 1000/1000 pool. */
export function barkFiveTrade(amountIn: bigint, reserves = 1000n): Trade {
  const p = pair(BARK, reserves * E18, FIVE, reserves * E18);
  return new Trade(new Route([p], BARK, FIVE), CurrencyAmount.fromRawAmount(BARK, amountIn * E18), TradeType.EXACT_INPUT);
}

/** Swap form inputs with nothing wrong: a 1 BARK → FIVE trade from an account holding 5 BARK. */
export function validSwapInput(): SwapInputErrorParams {
  const trade = barkFiveTrade(1n);
  return {
    account: "0x00000000000000000000000000000000000000aa",
    parsedAmount: trade.inputAmount,
    inputCurrency: BARK,
    outputCurrency: FIVE,
    recipientTyped: false,
    recipientAddress: undefined,
    blockedRecipients: [],
    inputBalance: CurrencyAmount.fromRawAmount(BARK, 5n * E18),
    maximumAmountIn: trade.inputAmount,
  };
}
