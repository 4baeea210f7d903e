/** The fields wallets, ethers and nodes use to describe an error, any of which may be absent. */
interface ErrorLike {
  code?: unknown;
  reason?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  info?: unknown;
  error?: unknown;
  data?: unknown;
  cause?: unknown;
  originalError?: unknown;
}

function asErrorLike(x: unknown): ErrorLike | undefined {
  // Stryker disable next-line ConditionalExpression: equivalent, a null let through is skipped as falsy by every caller (mutation/EQUIVALENT_MUTANTS.md)
  return typeof x === "object" && x !== null ? (x as ErrorLike) : undefined;
}

/**
 * Every error nested in `error`, outermost first. Wallets and libraries wrap differently: ethers puts the
 * provider's error in info.error (and its JSON-RPC payload in error.error), MetaMask wraps a 4001 in a -32603 whose
 * data (or data.originalError) is the real error, and our own errors keep theirs as `cause`.
 */
export function* errorChain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = asErrorLike(queue.shift());
    if (!e || seen.has(e)) continue;
    seen.add(e);
    yield e;
    const info = asErrorLike(e.info);
    queue.push(e.error, info?.error, e.data, e.cause, e.originalError);
  }
}

/** The texts of every error in the chain (message and ethers' shortMessage). */
export function* errorTexts(error: unknown): Generator<string> {
  for (const e of errorChain(error)) {
    for (const text of [e.shortMessage, e.message]) if (typeof text === "string" && text !== "") yield text;
  }
}
