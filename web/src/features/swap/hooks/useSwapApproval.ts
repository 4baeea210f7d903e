import { useMemo, useState } from "react";
import { useApproveCallback } from "../../transactions";
import { getChainInfo } from "@/networks";
import type { Percent, Trade } from "@/sdk";
import { useWallet } from "@/wallet";
import { swapSpender } from "../logic/swapCalls";
import { swapAmountToApprove } from "../logic/approvalAmount";

/**
 * Approval of the input token to the router (or V1 exchange) for the slippage-adjusted input, and which input
 * currency an approval was sent for: the Approve buttons stay disabled until it confirms.
 */
export function useSwapApproval(trade: Trade | undefined, allowedSlippage: Percent, v1Exchanges: Record<string, string>, inputCurrencyId: string | undefined) {
  const { chainId } = useWallet();
  const amountToApprove = useMemo(() => swapAmountToApprove(trade, allowedSlippage), [trade, allowedSlippage]);
  const spender = swapSpender(trade, getChainInfo(chainId)?.contracts.router, v1Exchanges);
  // Unlimited or exactly amountToApprove, as the approval setting says; the button shows which.
  const [approval, approve] = useApproveCallback(amountToApprove, spender);
  const [approvalSubmittedFor, setApprovalSubmittedFor] = useState<string | undefined>();
  const approvalSubmitted = approvalSubmittedFor !== undefined && approvalSubmittedFor === inputCurrencyId;
  const onApprove = () => {
    approve()
      .then(() => setApprovalSubmittedFor(inputCurrencyId))
      .catch((error) => console.debug("approve failed", error));
  };
  return { approval, approvalSubmitted, onApprove, amountToApprove };
}
