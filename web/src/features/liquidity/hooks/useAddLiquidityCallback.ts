import type { TransactionResponse } from "ethers";
import { useCallback } from "react";
import { useAppSelector } from "../../../app/hooks";
import { routerInterface, useContracts } from "../../../chain/hooks";
import { sendTransaction, TransactionError } from "../../../chain/transactions/sendTransaction";
import { getChainInfo } from "../../../chains";
import type { Currency, CurrencyAmount } from "../../../sdk";
import { useWallet } from "../../../wallet/WalletContext";
import { useTransactionAdder } from "../../transactions";
import { addLiquidityCall } from "../logic/routerCalls";
import { addLiquiditySummary } from "../logic/deriveMint";
import { transactionDeadline } from "../logic/slippage";

/**
 * Sends addLiquidity / addLiquidityPEN for the two amounts (spec §7): minimums from the slippage setting (0 for a
 * new pool), deadline now + the deadline setting. Resolves with the response once the wallet sent it.
 */
export function useAddLiquidityCallback(
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
  noLiquidity: boolean,
): () => Promise<TransactionResponse> {
  const { account, chainId, provider } = useWallet();
  const { router } = useContracts();
  const slippageBips = useAppSelector((state) => state.user.userSlippageTolerance);
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  const addTransaction = useTransactionAdder();
  return useCallback(async () => {
    if (!account || !provider || !router || !amountA || !amountB) throw new TransactionError("Missing dependencies");
    const call = addLiquidityCall({
      naming: getChainInfo(chainId)?.routerNaming ?? "PEN",
      amountA,
      amountB,
      slippageBips,
      noLiquidity,
      account,
      deadline: transactionDeadline(Date.now(), deadlineSeconds),
    });
    const signer = await provider.getSigner();
    const to = router.target as string;
    const response = await sendTransaction(signer, [{ to, data: routerInterface(chainId).encodeFunctionData(call.method, call.args), value: call.value }]);
    addTransaction(response, { summary: addLiquiditySummary(amountA, amountB) });
    return response;
  }, [account, provider, router, amountA, amountB, chainId, slippageBips, noLiquidity, deadlineSeconds, addTransaction]);
}
