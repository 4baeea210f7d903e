/**
 * Reads run one at a time and never abandoned: a read asked for while one is in flight waits for it to finish, and
 * however many asks arrive meanwhile, one more read follows. On a chain that mines faster than the indexer answers,
 * cancelling the read in flight at each new block would mean no read ever finishes; letting it finish gives a
 * result at most one read behind.
 */
export interface SerialReads {
  /** Starts a read now, or one more after the read in flight. */
  ask(): void;
  /** No further reads start (the one in flight still ends, its result ignored by whoever stopped). */
  stop(): void;
}

/** `read` handles its own failures (it must not reject): a failed read is still a finished one. */
export function serialReads(read: () => Promise<void>): SerialReads {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async () => {
    running = true;
    again = false;
    try {
      await read();
    } finally {
      running = false;
      if (again && !stopped) void run();
    }
  };
  return {
    ask() {
      if (stopped) return;
      if (running) again = true;
      else void run();
    },
    stop() {
      stopped = true;
    },
  };
}
