// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { addTransaction, finalizeTransaction } from "../../transactions";
import { PendingTransactions } from "./PendingTransactions";

afterEach(cleanup);

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

describe("PendingTransactions", () => {
  it("lists the account's unmined transactions of every chain it is given, with the chain's name, and nothing else", () => {
    const { store } = renderWithProviders(<PendingTransactions account={ACCOUNT.toLowerCase()} chainIds={[555555, 3344]} />);
    expect(screen.getByTestId("portfolio-pending-empty").textContent).toBe("No pending transactions sent from this browser.");

    act(() => {
      store.dispatch(addTransaction({ chainId: 555555, hash: hash(1), from: ACCOUNT, summary: { key: "txSummary.approve", params: { symbol: "BARK" } }, addedTime: 1 }));
      store.dispatch(addTransaction({ chainId: 3344, hash: hash(2), from: ACCOUNT, addedTime: 2 }));
      // Another account's, a chain not shown, and a mined one: none of them is listed.
      store.dispatch(addTransaction({ chainId: 555555, hash: hash(3), from: OTHER, addedTime: 3 }));
      store.dispatch(addTransaction({ chainId: 5555, hash: hash(4), from: ACCOUNT, addedTime: 4 }));
      store.dispatch(addTransaction({ chainId: 555555, hash: hash(5), from: ACCOUNT, addedTime: 5 }));
      store.dispatch(
        finalizeTransaction({
          chainId: 555555,
          hash: hash(5),
          confirmedTime: 8,
          receipt: { to: OTHER, from: ACCOUNT, contractAddress: null, transactionIndex: 0, blockHash: hash(9), transactionHash: hash(5), blockNumber: 7, status: 1 },
        }),
      );
    });

    const rows = screen.getAllByTestId("portfolio-pending-row");
    expect(rows.map((r) => r.dataset.tx)).toEqual([hash(1), hash(2)]);
    expect(rows[0].textContent).toContain("Approve BARK");
    expect(rows[0].textContent).toContain("PEN test chain");
    expect(rows[1].textContent).toContain("Pentagon Chain");
    expect(rows.every((r) => r.dataset.status === "pending")).toBe(true);
  });
});
