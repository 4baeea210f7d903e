import type { SummaryDescriptor } from "@/onchain/transactions";
import { approveCall, type WriteDescription } from "../../transactions";

interface RevokeInputs {
  token: string;
  spender: string;
  /** "Revoke {symbol} for {spender}", with the names the page shows. */
  summary: SummaryDescriptor;
}

/**
 * approve(spender, 0) on the token. Recorded as an approval of that token and spender, so the swap and
 * liquidity pages see it pending like any other approve.
 */
export const revokeWrite: WriteDescription<RevokeInputs> = {
  kind: "approve",
  summary: (inputs) => inputs.summary,
  buildCalls: (inputs) => [approveCall(inputs.token, inputs.spender, 0n)],
  approval: (inputs) => ({ tokenAddress: inputs.token, spender: inputs.spender }),
};
