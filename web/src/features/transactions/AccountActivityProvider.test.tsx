// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { useAccountActivity, type AccountActivity } from "@/wallet";
import { AccountActivityProvider } from "./AccountActivityProvider";
import { addTransaction, finalizeTransaction, markTransactionLost } from "./slice";

afterEach(cleanup);

const CHAIN = 555555;
const ME = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const SOMEONE_ELSE = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const HOUR = 3_600_000;

function receipt(n: number, status: number) {
  return { to: ME, from: ME, contractAddress: null, transactionIndex: 0, blockHash: hash(900 + n), transactionHash: hash(n), blockNumber: 10 + n, status };
}

/** What the wallet's status button and account view receive through the context. */
function renderActivity() {
  const seen: { current?: AccountActivity } = {};
  function Probe() {
    seen.current = useAccountActivity();
    return null;
  }
  const { store } = renderWithProviders(
    <AccountActivityProvider>
      <Probe />
    </AccountActivityProvider>,
    { wallet: { account: ME, chainId: CHAIN } },
  );
  return { store, seen };
}

describe("AccountActivityProvider", () => {
  it("gives the wallet the account's recent transactions on its chain, newest first, pending apart from settled", () => {
    const { store, seen } = renderActivity();
    const now = Date.now();
    act(() => {
      store.dispatch(addTransaction({ chainId: CHAIN, hash: hash(1), from: ME, summary: "Swap 1 PEN for 2 BARK", addedTime: now - 3 * HOUR }));
      store.dispatch(addTransaction({ chainId: CHAIN, hash: hash(2), from: ME.toLowerCase(), addedTime: now - 2 * HOUR }));
      store.dispatch(addTransaction({ chainId: CHAIN, hash: hash(3), from: ME, addedTime: now - HOUR }));
      store.dispatch(addTransaction({ chainId: CHAIN, hash: hash(4), from: ME, addedTime: now }));
      // Not listed: another account, another chain, older than a day.
      store.dispatch(addTransaction({ chainId: CHAIN, hash: hash(5), from: SOMEONE_ELSE, addedTime: now }));
      store.dispatch(addTransaction({ chainId: 3344, hash: hash(6), from: ME, addedTime: now }));
      store.dispatch(addTransaction({ chainId: CHAIN, hash: hash(7), from: ME, addedTime: now - 25 * HOUR }));
      store.dispatch(finalizeTransaction({ chainId: CHAIN, hash: hash(1), receipt: receipt(1, 1) }));
      store.dispatch(finalizeTransaction({ chainId: CHAIN, hash: hash(2), receipt: receipt(2, 0) }));
      store.dispatch(markTransactionLost({ chainId: CHAIN, hash: hash(3), lost: { reason: "replaced", by: hash(8), status: 1 } }));
    });

    const activity = seen.current!;
    expect(activity.pending).toEqual([{ hash: hash(4), summary: undefined, status: "pending", replacementKey: undefined }]);
    expect(activity.confirmed.map(({ hash: h, status, replacementKey }) => [h, status, replacementKey])).toEqual([
      [hash(3), "replaced", "txStatus.replacementSucceeded"],
      [hash(2), "failed", undefined],
      [hash(1), "success", undefined],
    ]);
    expect(activity.confirmed[2].summary).toBe("Swap 1 PEN for 2 BARK");

    act(() => activity.clearAll());
    expect(seen.current!.pending).toEqual([]);
    expect(seen.current!.confirmed).toEqual([]);
    expect(Object.keys(store.getState().transactions[3344] ?? {})).toEqual([hash(6)]);
  });
});
