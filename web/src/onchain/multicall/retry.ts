/** A failure worth retrying (e.g. the node answered for a block older than the one we need). */
export class RetryableError extends Error {
  readonly isRetryableError = true as const;
  /** `cause`: the failure behind it, kept so callers can still tell a chain outage from a hiccup. */
  constructor(message = "RetryableError", cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "RetryableError";
  }
}

export class CancelledError extends Error {
  readonly isCancelledError = true as const;
  constructor() {
    super("Cancelled");
    this.name = "CancelledError";
  }
}

export interface RetryOptions {
  /** How many retries after the first attempt; Infinity retries until cancelled. */
  n: number;
  minWait: number;
  maxWait: number;
}

/** Multicall retries wait 2500–3500 ms. Retries only stop on success, a non-retryable error or cancel. */
export const MULTICALL_RETRY: RetryOptions = { n: Infinity, minWait: 2500, maxWait: 3500 };

export function retryWaitMs(opts: RetryOptions, random: () => number = Math.random): number {
  return Math.round(opts.minWait + random() * (opts.maxWait - opts.minWait));
}

interface Retryable<T> {
  promise: Promise<T>;
  /** Stops further attempts; the promise rejects with CancelledError if it has not settled yet. */
  cancel: () => void;
}

export interface RetryDeps {
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

const defaultDeps: RetryDeps = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * Runs fn, retrying after a random wait when it throws a RetryableError. Any other error rejects at once
 * (it would fail the same way again). Cancel makes an outdated fetch give up instead of landing late.
 */
export function retry<T>(fn: () => Promise<T>, opts: RetryOptions, deps: RetryDeps = defaultDeps): Retryable<T> {
  let cancelled = false;
  let rejectCancelled: (e: Error) => void = () => {};
  const cancelPromise = new Promise<never>((_, reject) => {
    rejectCancelled = reject;
  });
  cancelPromise.catch(() => {}); // avoid an unhandled rejection when nobody is racing it any more

  const run = async (): Promise<T> => {
    let retriesLeft = opts.n;
    for (;;) {
      try {
        const result = await fn();
        if (cancelled) throw new CancelledError();
        return result;
      } catch (error) {
        if (cancelled) throw new CancelledError();
        if (!(error instanceof RetryableError) || retriesLeft <= 0) throw error;
        retriesLeft--;
      }
      await deps.sleep(retryWaitMs(opts, deps.random));
      if (cancelled) throw new CancelledError();
    }
  };

  return {
    promise: Promise.race([run(), cancelPromise]),
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      rejectCancelled(new CancelledError());
    },
  };
}
