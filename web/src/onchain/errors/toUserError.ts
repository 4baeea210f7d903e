import { errorChain, errorTexts } from "./errorChain";
import { extractRevertReason } from "./revertReason";
import { userError, UserFacingError, type UserError } from "./userError";

/** EIP-1193 "user rejected the request" and ethers' name for it. */
const REJECTION_CODES: unknown[] = [4001, "ACTION_REJECTED"];
/** Wallets that lose the code still say so in words (WalletConnect relays, some mobile wallets). */
const REJECTION_TEXT = /user (rejected|denied|cancell?ed)/i;

/** EIP-1474 "limit exceeded" and HTTP 429 as some providers put it in the JSON-RPC code. */
const RATE_LIMIT_CODES: unknown[] = [-32005, 429];
const RATE_LIMIT_TEXT = /rate.?limit|too many requests|\b429\b|request limit|exceeded .*(capacity|limit)/i;

const NONCE_CODES: unknown[] = ["NONCE_EXPIRED", "REPLACEMENT_UNDERPRICED", "TRANSACTION_REPLACED"];
const NONCE_TEXT = /nonce too (low|high)|nonce has already been used|replacement (transaction|fee) (underpriced|too low)|already known|invalid nonce|transaction was replaced/i;

const FUNDS_CODES: unknown[] = ["INSUFFICIENT_FUNDS"];
const FUNDS_TEXT = /insufficient funds for|doesn't have enough funds/i;

/**
 * RPC_UNAVAILABLE is the failover transport's "no URL of the chain answered": its causes (HTTP 500, garbage JSON,
 * a refused connection) vary, so it is known by its code, not by its words.
 */
const UNREACHABLE_CODES: unknown[] = ["RPC_UNAVAILABLE", "NETWORK_ERROR", "TIMEOUT", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND"];
const UNREACHABLE_TEXT = /failed to fetch|fetch failed|network ?error|ECONNREFUSED|ECONNRESET|ETIMEDOUT|timeout|timed out|could not detect network|could not coalesce|bad response/i;

/** The router's reverts that mean "the price moved": the user can fix it with more slippage. */
const SLIPPAGE_REASON = /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/;

function matches(error: unknown, codes: unknown[], text: RegExp): boolean {
  for (const e of errorChain(error)) if (codes.includes(e.code)) return true;
  for (const t of errorTexts(error)) if (text.test(t)) return true;
  return false;
}

/** One answer to "did the user say no?", however the wallet or library wrapped the 4001. */
export function isUserRejection(error: unknown): boolean {
  return matches(error, REJECTION_CODES, REJECTION_TEXT);
}

function isCallException(error: unknown): boolean {
  for (const e of errorChain(error)) if (e.code === "CALL_EXCEPTION" || e.code === 3) return true;
  for (const t of errorTexts(error)) if (/revert/i.test(t)) return true;
  return false;
}

/** The mapped message of a revert: slippage advice for the router's price checks, else the reason verbatim. */
function revertUserError(reason: string | undefined): UserError {
  if (reason === undefined) return userError("revert", "errors.gasEstimate");
  if (SLIPPAGE_REASON.test(reason)) return userError("revert", "errors.slippage");
  return userError("revert", "errors.revert", { reason });
}

/** The first text of the error chain, else the thrown string itself (empty when that is empty). */
function firstText(error: unknown): string | undefined {
  for (const t of errorTexts(error)) return t;
  return typeof error === "string" ? error : undefined;
}

/**
 * Maps any thrown value to what the user should read. Order matters: a rejection wins over everything (a wallet
 * may wrap it in an internal error), an already mapped error keeps its mapping, a contract's revert reason wins
 * over the node-level patterns (a token's "transfer amount exceeds balance" is not the account's gas money), and
 * specific node causes (nonce, funds, rate limit) win over the generic "network" and "revert" patterns.
 */
export function toUserError(error: unknown): UserError {
  if (isUserRejection(error)) return userError("rejected", "errors.rejected");
  for (const e of errorChain(error)) if (e instanceof UserFacingError) return e.userError;
  const reason = extractRevertReason(error);
  if (reason !== undefined) return revertUserError(reason);
  if (matches(error, NONCE_CODES, NONCE_TEXT)) return userError("nonceConflict", "errors.nonceConflict");
  if (matches(error, FUNDS_CODES, FUNDS_TEXT)) return userError("insufficientFunds", "errors.insufficientFunds");
  if (matches(error, RATE_LIMIT_CODES, RATE_LIMIT_TEXT)) return userError("rpcRateLimited", "errors.rpcRateLimited");
  if (isCallException(error)) return revertUserError(undefined);
  if (matches(error, UNREACHABLE_CODES, UNREACHABLE_TEXT)) return userError("rpcUnreachable", "errors.rpcUnreachable");
  const message = firstText(error);
  return message ? userError("unknown", "errors.unknown", { message }) : userError("unknown", "errors.unexpected");
}
