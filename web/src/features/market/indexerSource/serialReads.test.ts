import { describe, expect, it } from "vitest";
import { serialReads } from "./serialReads";

/** A read that finishes only when the test says so, recording how many started and finished. */
function controlledRead() {
  const pending: (() => void)[] = [];
  const counts = { started: 0, finished: 0 };
  const read = () =>
    new Promise<void>((resolve) => {
      counts.started++;
      pending.push(() => {
        counts.finished++;
        resolve();
      });
    });
  const finishNext = async () => {
    pending.shift()?.();
    // Lets the finished read's continuation (and a follow-up read's start) run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { read, counts, finishNext };
}

describe("serialReads", () => {
  it("lets a read in flight finish when asked again, then reads once more for all the asks meanwhile", async () => {
    const { read, counts, finishNext } = controlledRead();
    const reads = serialReads(read);
    reads.ask();
    // Three new blocks while the first read runs: none starts a second read or abandons the first.
    reads.ask();
    reads.ask();
    reads.ask();
    expect(counts).toEqual({ started: 1, finished: 0 });
    await finishNext();
    expect(counts).toEqual({ started: 2, finished: 1 });
    await finishNext();
    expect(counts).toEqual({ started: 2, finished: 2 });
  });

  it("finishes a read at every step on a chain that always mines a block during a read", async () => {
    const { read, counts, finishNext } = controlledRead();
    const reads = serialReads(read);
    reads.ask();
    for (let block = 0; block < 5; block++) {
      reads.ask();
      await finishNext();
    }
    expect(counts.finished).toBe(5);
  });

  it("starts a new read at once when none is in flight", async () => {
    const { read, counts, finishNext } = controlledRead();
    const reads = serialReads(read);
    reads.ask();
    await finishNext();
    reads.ask();
    expect(counts).toEqual({ started: 2, finished: 1 });
  });

  it("starts nothing once stopped, not even the read asked for during the last one", async () => {
    const { read, counts, finishNext } = controlledRead();
    const reads = serialReads(read);
    reads.ask();
    reads.ask();
    reads.stop();
    reads.ask();
    await finishNext();
    expect(counts).toEqual({ started: 1, finished: 1 });
  });
});
