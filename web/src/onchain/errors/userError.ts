/**
 * The one error model of the app: every failure a user can meet while talking to a wallet or a node becomes a
 * UserError, which the UI shows as `t(messageKey, params)`. Keys live under `errors.*` in the locale files.
 */
type UserErrorKind =
  | "rejected"
  | "revert"
  | "insufficientFunds"
  | "wrongChain"
  | "accountChanged"
  | "rpcUnreachable"
  | "rpcRateLimited"
  | "nonceConflict"
  | "recipientChanged"
  | "unknown";

export interface UserError {
  kind: UserErrorKind;
  messageKey: string;
  params?: Record<string, string>;
}

/**
 * An Error carrying its UserError. Thrown by the transaction pipeline so callers can both show the mapped text
 * and keep the original error (cause) for the console.
 */
export class UserFacingError extends Error {
  constructor(
    readonly userError: UserError,
    options?: { cause?: unknown },
  ) {
    super(userError.messageKey, options);
    this.name = "UserFacingError";
  }
}

export function userError(kind: UserErrorKind, messageKey: string, params?: Record<string, string>): UserError {
  return params ? { kind, messageKey, params } : { kind, messageKey };
}
