import { describe, expect, it } from "vitest";
import { ChainId } from "./constants";
import { CurrencyAmount } from "./currencyAmount";
import { ETHER, PEN, wrappedNativeToken } from "./native";
import { setWrappedNativeForTest } from "./testRegistries";
import { Pair } from "./pair";
import { Percent } from "./percent";
import { Route } from "./route";
import { Router } from "./router";
import { P01, P0W, T0, T1, W } from "./testPairs";
import { Token } from "./token";
import { Trade } from "./trade";

const amount = CurrencyAmount.fromRawAmount;
const recipient = "0x00000000000000000000000000000000000000aa";
const base = { allowedSlippage: new Percent(1n, 100n), recipient, deadline: 0x1000 };

describe("Router.swapCallParameters", () => {
  const ethIn = Trade.exactIn(new Route([P0W], ETHER, T0), amount(ETHER, 100n));
  const ethOut = Trade.exactIn(new Route([P0W], T0, ETHER), amount(T0, 100n));
  const tokens = Trade.exactIn(new Route([P01], T0, T1), amount(T0, 100n));
  const outEthIn = Trade.exactOut(new Route([P0W], ETHER, T0), amount(T0, 100n));
  const outEthOut = Trade.exactOut(new Route([P0W], T0, ETHER), amount(ETHER, 100n));
  const outTokens = Trade.exactOut(new Route([P01], T0, T1), amount(T1, 100n));
  const hex = (value: bigint) => `0x${value.toString(16)}`;

  it("builds the UniswapV2Router02 ETH calls", () => {
    const min = hex(ethIn.minimumAmountOut(base.allowedSlippage).quotient);
    const to = new Token(1, recipient, 0).address;
    expect(Router.swapCallParameters(ethIn, base)).toEqual({ methodName: "swapExactETHForTokens", args: [min, [W.address, T0.address], to, "0x1000"], value: "0x64" });
    expect(Router.swapCallParameters(ethOut, base).methodName).toBe("swapExactTokensForETH");
    expect(Router.swapCallParameters(ethOut, base).args[0]).toBe("0x64");
    expect(Router.swapCallParameters(tokens, base).methodName).toBe("swapExactTokensForTokens");
    expect(Router.swapCallParameters(tokens, { ...base, feeOnTransfer: true }).methodName).toBe("swapExactTokensForTokensSupportingFeeOnTransferTokens");
    expect(Router.swapCallParameters(ethIn, { ...base, feeOnTransfer: true }).methodName).toBe("swapExactETHForTokensSupportingFeeOnTransferTokens");
    expect(Router.swapCallParameters(outEthIn, base).methodName).toBe("swapETHForExactTokens");
    expect(Router.swapCallParameters(outEthIn, base).value).toBe(hex(outEthIn.maximumAmountIn(base.allowedSlippage).quotient));
    expect(Router.swapCallParameters(outEthOut, base).methodName).toBe("swapTokensForExactETH");
    expect(Router.swapCallParameters(outTokens, base)).toMatchObject({ methodName: "swapTokensForExactTokens", value: "0x0" });
  });
  it("puts every amount, the path, the recipient and the deadline in the router's argument order", () => {
    const slip = base.allowedSlippage;
    const to = new Token(1, recipient, 0).address;
    const pathOf = (trade: Trade) => trade.route.path.map((t) => t.address);
    const maxIn = (trade: Trade) => hex(trade.maximumAmountIn(slip).quotient);
    const minOut = (trade: Trade) => hex(trade.minimumAmountOut(slip).quotient);
    // Exact input: (amountIn, amountOutMin, path, to, deadline); native in sends amountIn as value instead.
    expect(Router.swapCallParameters(ethOut, base)).toEqual({ methodName: "swapExactTokensForETH", args: ["0x64", minOut(ethOut), pathOf(ethOut), to, "0x1000"], value: "0x0" });
    expect(Router.swapCallParameters(tokens, base)).toEqual({ methodName: "swapExactTokensForTokens", args: ["0x64", minOut(tokens), pathOf(tokens), to, "0x1000"], value: "0x0" });
    // Exact output: (amountOut, amountInMax, path, to, deadline); native in sends amountInMax as value instead.
    expect(Router.swapCallParameters(outEthIn, base)).toEqual({ methodName: "swapETHForExactTokens", args: ["0x64", pathOf(outEthIn), to, "0x1000"], value: maxIn(outEthIn) });
    expect(Router.swapCallParameters(outEthOut, base)).toEqual({ methodName: "swapTokensForExactETH", args: ["0x64", maxIn(outEthOut), pathOf(outEthOut), to, "0x1000"], value: "0x0" });
    expect(Router.swapCallParameters(outTokens, base)).toEqual({ methodName: "swapTokensForExactTokens", args: ["0x64", maxIn(outTokens), pathOf(outTokens), to, "0x1000"], value: "0x0" });
    // The slippage bounds really differ from the quoted amounts (else swapped arguments could pass unnoticed).
    expect(minOut(tokens)).not.toBe(hex(tokens.outputAmount.quotient));
    expect(maxIn(outTokens)).not.toBe(hex(outTokens.inputAmount.quotient));
  });
  it("builds PenRouter PEN names on request and by default on the PenSwap chains", () => {
    expect(Router.swapCallParameters(ethIn, { ...base, naming: "PEN" }).methodName).toBe("swapExactPENForTokens");
    expect(Router.swapCallParameters(ethOut, { ...base, naming: "PEN", feeOnTransfer: true }).methodName).toBe("swapExactTokensForPENSupportingFeeOnTransferTokens");
    expect(Router.swapCallParameters(outEthIn, { ...base, naming: "PEN" }).methodName).toBe("swapPENForExactTokens");
    expect(Router.swapCallParameters(outEthOut, { ...base, naming: "PEN" }).methodName).toBe("swapTokensForExactPEN");
    setWrappedNativeForTest(wrappedNativeToken(ChainId.PEN, "0x00000000000000000000000000000000000000e1"));
    const token = new Token(ChainId.PEN, "0x00000000000000000000000000000000000000e2", 18);
    const pair = new Pair(amount(PEN.wrapped, 1000n), amount(token, 1000n));
    const trade = Trade.exactIn(new Route([pair], PEN, token), amount(PEN, 100n));
    expect(Router.swapCallParameters(trade, base).methodName).toBe("swapExactPENForTokens");
  });
  it("uses now + ttl as the deadline", () => {
    const before = Math.floor(Date.now() / 1000);
    const deadline = Number(Router.swapCallParameters(tokens, { allowedSlippage: base.allowedSlippage, recipient, ttl: 1200 }).args[4]);
    expect(deadline).toBeGreaterThanOrEqual(before + 1200);
    expect(deadline).toBeLessThanOrEqual(before + 1201);
  });
  it("asserts ETHER_IN_OUT, TTL, EXACT_OUT_FOT, SLIPPAGE_TOLERANCE and a valid recipient", () => {
    const fake = { ...ethIn, outputAmount: amount(ETHER, 1n) } as unknown as Trade;
    expect(() => Router.swapCallParameters(fake, base)).toThrow("ETHER_IN_OUT");
    expect(() => Router.swapCallParameters(tokens, { allowedSlippage: base.allowedSlippage, recipient, ttl: 0 })).toThrow("TTL");
    expect(() => Router.swapCallParameters(outTokens, { ...base, feeOnTransfer: true })).toThrow("EXACT_OUT_FOT");
    expect(() => Router.swapCallParameters(tokens, { ...base, allowedSlippage: new Percent(-1n, 100n) })).toThrow("SLIPPAGE_TOLERANCE");
    expect(() => Router.swapCallParameters(tokens, { ...base, recipient: "0x12" })).toThrow("is not a valid address.");
  });
});
