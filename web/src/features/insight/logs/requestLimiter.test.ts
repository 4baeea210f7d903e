import { describe, expect, it } from "vitest";
import { requestLimiter } from "./rpcGetLogs";

describe("requestLimiter", () => {
  it("keeps 4 requests in flight in total and lets urgent ones go ahead of those waiting", async () => {
    const limit = requestLimiter({});
    const order: string[] = [];
    let inFlight = 0;
    let most = 0;
    const gates = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        inFlight++;
        most = Math.max(most, inFlight);
        gates.set(name, () => {
          inFlight--;
          resolve(name);
        });
      });
    const tick = () => new Promise((r) => setTimeout(r, 0));
    const runs = ["a", "b", "c", "d", "e", "f"].map((n) => limit(task(n)));
    const urgent = limit(task("u"), true);
    await tick();
    expect(order).toEqual(["a", "b", "c", "d"]);
    gates.get("a")!();
    await tick();
    expect(order).toEqual(["a", "b", "c", "d", "u"]);
    for (const name of ["b", "c", "d", "u", "e", "f"]) {
      gates.get(name)!();
      await tick();
    }
    expect(await Promise.all([...runs, urgent])).toEqual(["a", "b", "c", "d", "e", "f", "u"]);
    expect(most).toBe(4);
    // One limiter per owner.
    const owner = {};
    expect(requestLimiter(owner)).toBe(requestLimiter(owner));
  });
});
