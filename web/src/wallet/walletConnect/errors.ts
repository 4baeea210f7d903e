import type { PairingFailure } from "./pairingStore";

/**
 * WalletConnect wallets refuse with the SDK's codes (5000 USER_REJECTED, 5001 chains, 5002 methods, 5100+
 * unsupported namespaces), not EIP-1193's 4001. The app (transaction pipeline, network switch) only knows
 * 4001, so a refusal is reported as 4001 whatever code the wallet used.
 */
const SDK_USER_REJECTED = new Set([5000, 5001, 5002]);

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "number" ? code : undefined;
}

function messageOf(error: unknown): string {
  if (typeof error === "string") return error;
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : "";
}

/** An Error with EIP-1193's code for a refusal; any other error is passed on as an Error with its code. */
export function toEip1193Error(error: unknown): Error {
  const code = codeOf(error);
  const rejected = (code !== undefined && SDK_USER_REJECTED.has(code)) || /user rejected/i.test(messageOf(error));
  if (error instanceof Error && !rejected) return error;
  const message = messageOf(error) || "WalletConnect request failed";
  return Object.assign(new Error(message, { cause: error }), { code: rejected ? 4001 : code, data: (error as { data?: unknown })?.data });
}

/** Why a pairing ended without a session: the proposal expired, the wallet refused it, or something else. */
export function classifyPairingFailure(error: unknown): PairingFailure {
  const message = messageOf(error);
  if (/expired/i.test(message)) return "expired";
  const code = codeOf(error);
  if ((code !== undefined && (SDK_USER_REJECTED.has(code) || code === 4001 || code >= 5100 && code < 5200)) || /reject/i.test(message)) return "rejected";
  return "failed";
}
