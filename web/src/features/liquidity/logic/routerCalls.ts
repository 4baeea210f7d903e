import type { Currency, CurrencyAmount, RouterNaming, Token } from "@/sdk";
import { addLiquidityMinimum } from "./slippage";

/** A router call before ABI encoding: method name, arguments and native value. */
interface RouterCall {
  method: string;
  args: (string | bigint | boolean | number)[];
  value?: bigint;
}

/** Native-coin method names: addLiquidityPEN on PenRouter, addLiquidityETH on UniswapV2Router02. */
function nativeName(base: string, naming: RouterNaming, suffix = ""): string {
  return `${base}${naming}${suffix}`;
}

interface AddLiquidityParams {
  naming: RouterNaming;
  amountA: CurrencyAmount<Currency>;
  amountB: CurrencyAmount<Currency>;
  slippageBips: number;
  noLiquidity: boolean;
  account: string;
  deadline: bigint;
}

/** AddLiquidity, or addLiquidityPEN with the native amount as value when one side is the native coin. */
export function addLiquidityCall(p: AddLiquidityParams): RouterCall {
  const min = (amount: CurrencyAmount<Currency>) => addLiquidityMinimum(amount.quotient, p.slippageBips, p.noLiquidity);
  const nativeIsB = p.amountB.currency.isNative;
  if (p.amountA.currency.isNative || nativeIsB) {
    const [tokenAmount, nativeAmount] = nativeIsB ? [p.amountA, p.amountB] : [p.amountB, p.amountA];
    return {
      method: nativeName("addLiquidity", p.naming),
      args: [tokenAmount.currency.wrapped.address, tokenAmount.quotient, min(tokenAmount), min(nativeAmount), p.account, p.deadline],
      value: nativeAmount.quotient,
    };
  }
  return {
    method: "addLiquidity",
    args: [
      // Neither side is native here, so each currency is its own wrapped token.
      p.amountA.currency.wrapped.address,
      p.amountB.currency.wrapped.address,
      p.amountA.quotient,
      p.amountB.quotient,
      min(p.amountA),
      min(p.amountB),
      p.account,
      p.deadline,
    ],
  };
}

export interface PermitSignature {
  v: number;
  r: string;
  s: string;
  deadline: bigint;
}

interface RemoveLiquidityParams {
  naming: RouterNaming;
  tokenA: Token;
  tokenB: Token;
  /** The native coin goes out as the coin (removeLiquidityPEN) unless the user asked for the wrapped token. */
  nativeSide: "A" | "B" | undefined;
  liquidity: bigint;
  account: string;
  deadline: bigint;
  signature?: PermitSignature;
}

/**
 * RemoveLiquidity(tokenA, tokenB, liquidity, 0, 0, account, deadline) and its PEN / permit variants,
 * best first; the fee-on-transfer PEN variant follows as a fallback candidate. Minimums are 0: the product's
 * removal sets no minimum amounts (the user sees what they will receive before confirming).
 */
export function removeLiquidityCalls(p: RemoveLiquidityParams): RouterCall[] {
  const sig = p.signature;
  // With a permit the deadline must be the one that was signed.
  const deadline = sig ? sig.deadline : p.deadline;
  const permitArgs = sig ? [false, sig.v, sig.r, sig.s] : [];
  const permit = sig ? "WithPermit" : "";
  if (p.nativeSide) {
    const token = p.nativeSide === "A" ? p.tokenB : p.tokenA;
    const args = [token.address, p.liquidity, 0n, 0n, p.account, deadline, ...permitArgs];
    return [
      { method: nativeName("removeLiquidity", p.naming, permit), args },
      { method: nativeName("removeLiquidity", p.naming, `${permit}SupportingFeeOnTransferTokens`), args },
    ];
  }
  return [
    {
      method: `removeLiquidity${permit}`,
      args: [p.tokenA.address, p.tokenB.address, p.liquidity, 0n, 0n, p.account, deadline, ...permitArgs],
    },
  ];
}
