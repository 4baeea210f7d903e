import { errorChain, errorTexts } from "./errorChain";

const REASON_PATTERNS = [
  /reverted with reason string '([^']*)'/, // Hardhat
  /execution reverted: (.+)$/, // geth-style nodes and most wallets
  /VM Exception while processing transaction: revert (.+)$/, // ganache
];

/** ethers fills `reason` with these when the revert carried no message: that is no reason at all. */
const NOT_A_REASON = ["", "rejected", "require(false)"];

/**
 * The revert reason of a failed call, or undefined when the node gave none (plain revert, out of gas, network
 * error). Prefers ethers' decoded Error(string) reason over parsing messages.
 */
export function extractRevertReason(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    if (typeof e.reason === "string" && !NOT_A_REASON.includes(e.reason)) return e.reason;
  }
  for (const text of errorTexts(error)) {
    for (const pattern of REASON_PATTERNS) {
      const m = text.match(pattern);
      if (m && m[1].trim() !== "") return m[1].trim();
    }
  }
  return undefined;
}
