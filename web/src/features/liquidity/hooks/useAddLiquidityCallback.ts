import { waitForReceipt, type CallsBuilder, type TransactionRequest } from "@/chain/transactions";
import { useCallback } from "react";
import { routerInterface, useContracts } from "@/chain/hooks";
import { getChainInfo } from "@/chains";
import type { Currency, CurrencyAmount } from "@/sdk";
import { useWallet } from "@/wallet";
import { useSendTransaction } from "../../transactions";
import { addLiquidityCall, type AddLiquidityParams } from "../logic/routerCalls";
import { addLiquiditySummary } from "../logic/deriveMint";
import { useAppSelector } from "@/base/store";

export interface SentAddLiquidity {
  hash: string;
  /** Resolves with the receipt's status (1 success, 0 reverted) once mined. */
  wait(): Promise<number | null | undefined>;
}

/**
 * Sends addLiquidity / addLiquidityPEN for the two amounts through the transaction pipeline: minimums from the
 * slippage setting (0 for a new pool), the pipeline's deadline. Resolves once the wallet sent it.
 */
export function useAddLiquidityCallback(
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
  noLiquidity: boolean,
): () => Promise<SentAddLiquidity> {
  const { account, chainId, provider } = useWallet();
  const { router } = useContracts();
  const slippageBips = useAppSelector((state) => state.user.userSlippageTolerance);
  const send = useSendTransaction();
  return useCallback(async () => {
    if (!account || !provider || !router || !amountA || !amountB) throw new Error("add liquidity callback used before its inputs were ready");
    const to = await router.getAddress();
    const hash = await send({
      chainId,
      account,
      kind: "addLiquidity",
      summary: addLiquiditySummary(amountA, amountB),
      request: (deadline) => addLiquidityRequest({ chainId, to, amountA, amountB, slippageBips, noLiquidity, account, deadline }),
    });
    return { hash, wait: async () => (await waitForReceipt(provider, hash)).status };
  }, [account, provider, router, amountA, amountB, chainId, slippageBips, noLiquidity, send]);
}

function addLiquidityRequest(input: Omit<AddLiquidityParams, "naming"> & { chainId: number; to: string }): TransactionRequest {
  const { chainId, to, ...rest } = input;
  const call = addLiquidityCall({ naming: getChainInfo(chainId)?.routerNaming ?? "PEN", ...rest });
  return { to, data: routerInterface(chainId).encodeFunctionData(call.method, call.args), value: call.value };
}

/** Builds the call the add would send now (for estimates such as the network fee line); undefined until ready. */
export function useAddLiquidityCallsBuilder(
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
  noLiquidity: boolean,
): CallsBuilder | undefined {
  const { account, chainId } = useWallet();
  const slippageBips = useAppSelector((state) => state.user.userSlippageTolerance);
  const { router } = useContracts();
  const to = router ? String(router.target) : undefined;
  const build = useCallback(
    (deadline: bigint) => [addLiquidityRequest({ chainId, to: to!, amountA: amountA!, amountB: amountB!, slippageBips, noLiquidity, account: account!, deadline })],
    [chainId, to, amountA, amountB, slippageBips, noLiquidity, account],
  );
  return account && to && amountA && amountB ? build : undefined;
}
