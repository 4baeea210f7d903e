import { getTradeVersion, type RouterNaming, type Trade } from "@/sdk";
import type { WriteDescription } from "../../transactions";
import { assertRecipientUnchanged, type NameResolver } from "./recipientRecheck";
import { swapSummary } from "./summaries";
import { swapCandidateCalls } from "./swapCalls";

/** What a reviewed swap needs to become calls: the trade and the facts of the chain and settings it was priced for. */
export interface SwapWriteInputs {
  trade: Trade;
  allowedSlippageBips: number;
  /** The address the output goes to (the account, or the reviewed recipient). */
  recipient: string;
  /** The recipient as typed (an address or a name), null when the output goes to the account: the summary says it. */
  typedRecipient: string | null;
  /** The recipient typed as a name: resolved again right before sending, and the swap goes only to `recipient`. */
  recipientName: string | undefined;
  resolveName: NameResolver;
  naming: RouterNaming;
  router: string | undefined;
  v1Exchanges: Record<string, string>;
}

/**
 * A swap: the router's candidate calls (or the V1 exchange's) with the pipeline's deadline. A failure also raises
 * the "Execution reverted!" toast, except when the recipient's name moved (nothing was sent; the dialog says so).
 */
export const swapWrite: WriteDescription<SwapWriteInputs> = {
  kind: "swap",
  failureToast: true,
  summary: (inputs) => swapSummary(inputs.trade, { recipient: inputs.typedRecipient, isV1: getTradeVersion(inputs.trade) === "v1" }),
  buildCalls: (inputs, deadline) =>
    swapCandidateCalls(inputs.trade, {
      allowedSlippageBips: inputs.allowedSlippageBips,
      recipient: inputs.recipient,
      deadline: Number(deadline),
      naming: inputs.naming,
      router: inputs.router,
      v1Exchanges: inputs.v1Exchanges,
    }),
  beforeSend: async (inputs) => {
    if (inputs.recipientName !== undefined) await assertRecipientUnchanged(inputs.resolveName, inputs.recipientName, inputs.recipient);
  },
};
