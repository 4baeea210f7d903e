import { useCallback } from "react";
import { routerInterface, useContracts } from "@/chain/hooks";
import { getChainInfo } from "@/chains";
import type { Currency, CurrencyAmount, Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { useSendTransaction } from "../../transactions";
import type { CallsBuilder, TransactionRequest } from "@/chain/transactions";
import { removeLiquidityCalls, type PermitSignature } from "../logic/routerCalls";
import { summary } from "@/chain/transactions";

export interface RemoveRequest {
  currencyA: Currency;
  currencyB: Currency;
  liquidity: CurrencyAmount<Token>;
  /** Take the wrapped token instead of the native coin. */
  receiveWrapped: boolean;
  signature: PermitSignature | undefined;
  /** Whole percent removed: the confirmed toast reads '{percent}% Liquidity Removed'. */
  percent: string;
}

/**
 * Sends removeLiquidity and its PEN / permit variants through the transaction pipeline and records it with the
 * removal toast text. Resolves with the hash.
 */
export function useRemoveLiquidityCallback(): (request: RemoveRequest) => Promise<string> {
  const { account, chainId } = useWallet();
  const { router } = useContracts();
  const send = useSendTransaction();
  return useCallback(
    async ({ currencyA, currencyB, liquidity, receiveWrapped, signature, percent }) => {
      if (!account || !router) throw new Error("remove liquidity callback used before its inputs were ready");
      const to = await router.getAddress();
      return send({
        chainId,
        account,
        kind: "removeLiquidity",
        summary: summary("txSummary.removeLiquidity", { percent: String(percent) }),
        request: (deadline) => removeRequests({ currencyA, currencyB, liquidity, receiveWrapped, signature }, chainId, to, account, deadline),
      });
    },
    [account, chainId, router, send],
  );
}

function removeRequests(
  { currencyA, currencyB, liquidity, receiveWrapped, signature }: Omit<RemoveRequest, "percent">,
  chainId: number,
  to: string,
  account: string,
  deadline: bigint,
): TransactionRequest[] {
  const nativeSide = receiveWrapped ? undefined : currencyA.isNative ? "A" : currencyB.isNative ? "B" : undefined;
  const contract = routerInterface(chainId);
  return removeLiquidityCalls({
    naming: getChainInfo(chainId)?.routerNaming ?? "PEN",
    tokenA: currencyA.wrapped,
    tokenB: currencyB.wrapped,
    nativeSide,
    liquidity: liquidity.quotient,
    account,
    deadline,
    signature,
  }).map((call) => ({ to, data: contract.encodeFunctionData(call.method, call.args) }));
}

/** Builds the calls the removal would send now (for estimates such as the network fee line); undefined until ready. */
export function useRemoveLiquidityCallsBuilder(request: Omit<RemoveRequest, "percent" | "currencyA" | "currencyB" | "liquidity"> & Partial<Pick<RemoveRequest, "currencyA" | "currencyB" | "liquidity">>): CallsBuilder | undefined {
  const { account, chainId } = useWallet();
  const { router } = useContracts();
  const to = router ? String(router.target) : undefined;
  const { currencyA, currencyB, liquidity, receiveWrapped, signature } = request;
  const build = useCallback(
    (deadline: bigint) => removeRequests({ currencyA: currencyA!, currencyB: currencyB!, liquidity: liquidity!, receiveWrapped, signature }, chainId, to!, account!, deadline),
    [currencyA, currencyB, liquidity, receiveWrapped, signature, chainId, to, account],
  );
  return account && to && currencyA && currencyB && liquidity ? build : undefined;
}
