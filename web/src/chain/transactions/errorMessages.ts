/** Spec §8 texts for failures around sending a transaction. */
export const TRANSACTION_REJECTED = "Transaction rejected.";
export const SLIPPAGE_ERROR =
  "This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.";
export const GAS_ESTIMATE_ERROR = "Unexpected issue with estimating the gas. Please try again.";
export const NO_CALL_THREW_ERROR = "Unexpected error. Please contact support: none of the calls threw an error";

export function revertErrorMessage(reason: string): string {
  return `The transaction cannot succeed due to error: ${reason}. This is probably an issue with one of the tokens you are swapping.`;
}

type ErrorLike = { code?: unknown; reason?: unknown; message?: unknown; shortMessage?: unknown; info?: unknown; error?: unknown; data?: unknown };

function asErrorLike(x: unknown): ErrorLike | undefined {
  return typeof x === "object" && x !== null ? (x as ErrorLike) : undefined;
}

/** Errors nest differently per wallet and library (ethers info.error, EIP-1193 error.data, etc.): walk them all. */
function* errorChain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = asErrorLike(queue.shift());
    if (!e || seen.has(e)) continue;
    seen.add(e);
    yield e;
    const info = asErrorLike(e.info);
    queue.push(e.error, info?.error, e.data);
  }
}

/** EIP-1193 4001 (user rejected), however the wallet/ethers wrapped it. */
export function isUserRejection(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (e.code === 4001 || e.code === "ACTION_REJECTED") return true;
  }
  return false;
}

const REASON_PATTERNS = [
  /reverted with reason string '([^']*)'/, // Hardhat
  /execution reverted: (.+)$/, // geth-style nodes and most wallets
  /VM Exception while processing transaction: revert (.+)$/, // ganache
];

/**
 * The revert reason of a failed static call, or undefined when the node gave none (plain revert,
 * out of gas, network error). Prefers ethers' decoded Error(string) reason over message parsing.
 */
export function extractRevertReason(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    // ethers fills reason with "require(false)" when the revert carried no data: that is no reason at all.
    if (typeof e.reason === "string" && !["", "rejected", "require(false)"].includes(e.reason)) return e.reason;
  }
  for (const e of errorChain(error)) {
    for (const text of [e.message, e.shortMessage]) {
      if (typeof text !== "string") continue;
      for (const pattern of REASON_PATTERNS) {
        const m = text.match(pattern);
        if (m && m[1].trim() !== "") return m[1].trim();
      }
    }
  }
  return undefined;
}

/**
 * Maps the static call's failure (run after gas estimation failed) to the spec §8 message: slippage for
 * the router's INSUFFICIENT_OUTPUT_AMOUNT / EXCESSIVE_INPUT_AMOUNT, the reason for any other revert,
 * and the generic gas text when the node said nothing useful.
 */
export function callErrorMessage(callError: unknown): string {
  if (isUserRejection(callError)) return TRANSACTION_REJECTED;
  const reason = extractRevertReason(callError);
  if (!reason) return GAS_ESTIMATE_ERROR;
  if (/INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/.test(reason)) return SLIPPAGE_ERROR;
  return revertErrorMessage(reason);
}

/** Sending itself failed (after a good estimate): a rejection gets the spec's text, anything else its message. */
export function sendErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return TRANSACTION_REJECTED;
  const e = asErrorLike(error);
  const text = e?.shortMessage ?? e?.message;
  return typeof text === "string" && text !== "" ? text : String(error);
}
