import { useCallback } from "react";
import { routerInterface, useContracts } from "../../../chain/hooks";
import { getChainInfo } from "../../../chains";
import type { Currency, CurrencyAmount, Token } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { useSendTransaction } from "../../transactions";
import { removeLiquidityCalls, type PermitSignature } from "../logic/routerCalls";
import { summary } from "../../../chain/transactions/summary";

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
      const nativeSide = receiveWrapped ? undefined : currencyA.isNative ? "A" : currencyB.isNative ? "B" : undefined;
      const to = await router.getAddress();
      const contract = routerInterface(chainId);
      return send({
        chainId,
        account,
        kind: "removeLiquidity",
        summary: summary("txSummary.removeLiquidity", { percent: String(percent) }),
        request: (deadline) =>
          removeLiquidityCalls({
            naming: getChainInfo(chainId)?.routerNaming ?? "PEN",
            tokenA: currencyA.wrapped,
            tokenB: currencyB.wrapped,
            nativeSide,
            liquidity: liquidity.quotient,
            account,
            deadline,
            signature,
          }).map((call) => ({ to, data: contract.encodeFunctionData(call.method, call.args) })),
      });
    },
    [account, chainId, router, send],
  );
}
