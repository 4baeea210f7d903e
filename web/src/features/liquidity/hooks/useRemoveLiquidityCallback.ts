import type { TransactionResponse } from "ethers";
import { useCallback } from "react";
import { useAppSelector } from "../../../app/hooks";
import { routerInterface, useContracts } from "../../../chain/hooks";
import { sendTransaction, TransactionError } from "../../../chain/transactions/sendTransaction";
import { getChainInfo } from "../../../chains";
import type { Currency, CurrencyAmount, Token } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { useTransactionAdder } from "../../transactions";
import { removeLiquidityCalls, type PermitSignature } from "../logic/routerCalls";
import { transactionDeadline } from "../logic/slippage";

export interface RemoveRequest {
  currencyA: Currency;
  currencyB: Currency;
  liquidity: CurrencyAmount<Token>;
  /** Take the wrapped token instead of the native coin. */
  receiveWrapped: boolean;
  signature: PermitSignature | undefined;
  /** Whole percent removed: the confirmed toast reads '{percent}% Liquidity Removed' (spec §8). */
  percent: string;
}

/** Sends removeLiquidity and its PEN / permit variants (spec §7) and records it with the removal toast text. */
export function useRemoveLiquidityCallback(): (request: RemoveRequest) => Promise<TransactionResponse> {
  const { account, chainId, provider } = useWallet();
  const { router } = useContracts();
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  const addTransaction = useTransactionAdder();
  return useCallback(
    async ({ currencyA, currencyB, liquidity, receiveWrapped, signature, percent }) => {
      if (!account || !provider || !router) throw new TransactionError("Missing dependencies");
      const nativeSide = receiveWrapped ? undefined : currencyA.isNative ? "A" : currencyB.isNative ? "B" : undefined;
      const calls = removeLiquidityCalls({
        naming: getChainInfo(chainId)?.routerNaming ?? "PEN",
        tokenA: currencyA.wrapped,
        tokenB: currencyB.wrapped,
        nativeSide,
        liquidity: liquidity.quotient,
        account,
        deadline: transactionDeadline(Date.now(), deadlineSeconds),
        signature,
      });
      const to = router.target as string;
      const contract = routerInterface(chainId);
      const candidates = calls.map((call) => ({ to, data: contract.encodeFunctionData(call.method, call.args) }));
      const signer = await provider.getSigner();
      const response = await sendTransaction(signer, candidates);
      addTransaction(response, { summary: `${percent}% Liquidity Removed` });
      return response;
    },
    [account, chainId, provider, router, deadlineSeconds, addTransaction],
  );
}
