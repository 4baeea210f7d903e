import { routerInterface } from "@/onchain/hooks";
import { summary } from "@/onchain/transactions";
import type { Currency, CurrencyAmount, RouterNaming, Token } from "@/sdk";
import type { WriteDescription } from "../../transactions";
import { addLiquiditySummary } from "./deriveMint";
import { addLiquidityCall, removeLiquidityCalls, type PermitSignature } from "./routerCalls";

/** The router a liquidity write goes to, on the chain the amounts were read on. */
interface RouterTarget {
  chainId: number;
  router: string;
  naming: RouterNaming;
  account: string;
}

interface AddLiquidityInputs extends RouterTarget {
  amountA: CurrencyAmount<Currency>;
  amountB: CurrencyAmount<Currency>;
  /** Basis points; the minimums of a new pool are the amounts themselves. */
  slippageBips: number;
  noLiquidity: boolean;
}

/** addLiquidity / addLiquidityPEN for the two reviewed amounts, minimums from the slippage setting. */
export const addLiquidityWrite: WriteDescription<AddLiquidityInputs> = {
  kind: "addLiquidity",
  summary: (inputs) => addLiquiditySummary(inputs.amountA, inputs.amountB),
  buildCalls: ({ chainId, router, ...params }, deadline) => {
    const call = addLiquidityCall({ ...params, deadline });
    return [{ to: router, data: routerInterface(chainId).encodeFunctionData(call.method, call.args), value: call.value }];
  },
};

export interface RemoveLiquidityInputs extends RouterTarget {
  currencyA: Currency;
  currencyB: Currency;
  liquidity: CurrencyAmount<Token>;
  /** Take the wrapped token instead of the native coin. */
  receiveWrapped: boolean;
  signature: PermitSignature | undefined;
  /** Whole percent removed: the confirmed toast reads '{percent}% Liquidity Removed'. */
  percent: string;
}

/** removeLiquidity and its PEN / permit variants for the reviewed share, best first. */
export const removeLiquidityWrite: WriteDescription<RemoveLiquidityInputs> = {
  kind: "removeLiquidity",
  summary: (inputs) => summary("txSummary.removeLiquidity", { percent: inputs.percent }),
  buildCalls: (inputs, deadline) => {
    const { currencyA, currencyB, receiveWrapped } = inputs;
    const nativeSide = receiveWrapped ? undefined : currencyA.isNative ? "A" : currencyB.isNative ? "B" : undefined;
    const contract = routerInterface(inputs.chainId);
    return removeLiquidityCalls({
      naming: inputs.naming,
      tokenA: currencyA.wrapped,
      tokenB: currencyB.wrapped,
      nativeSide,
      liquidity: inputs.liquidity.quotient,
      account: inputs.account,
      deadline,
      signature: inputs.signature,
    }).map((call) => ({ to: inputs.router, data: contract.encodeFunctionData(call.method, call.args) }));
  },
};
