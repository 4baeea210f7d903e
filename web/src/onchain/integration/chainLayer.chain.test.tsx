// @vitest-environment jsdom
/**
 * The chain layer against a real Hardhat node (chain 555555 on port 18649 or 18650, whichever is free,
 * deployed with scripts/deploy.ts):
 * block number updater + multicall updater + hooks read real contract state through the real Multicall,
 * follow it when a real transaction changes it, and the transaction updater confirms that transaction.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { JsonRpcProvider, toBeHex, type JsonRpcSigner } from "ethers";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { I18nextProvider } from "react-i18next";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { IERC20 } from "../../../../typechain-types";
import { IERC20__factory } from "../../../../typechain-types/factories/@uniswap/v2-periphery/contracts/interfaces/IERC20__factory";
import { deployLocalChains, rpcChainId, startLocalChains } from "../../../../scripts/lib/localChains";
import deployment from "../../../../deployments/555555.json";
import { createTestI18n } from "@/base/i18n/testI18n";

/**
 * This test's ports; two test runs at once (several engineers) each get one. UNIT_CHAIN_PORTS="a,b" moves them,
 * for an engineer who was given other ports.
 */
const CANDIDATE_PORTS = (process.env.UNIT_CHAIN_PORTS ?? "18649,18650").split(",").map(Number);
let URL = "";
const CHAIN_ID = 555555;
const token = (symbol: string) => deployment.tokens.find((t) => t.symbol === symbol)!.address;

let stopChain: (() => Promise<void>) | undefined;
let node: JsonRpcProvider;
let sender: JsonRpcSigner;
// Loaded after VITE_RPC_URL_555555 is pointed at the test node (the chain table reads it at import).
let app: {
  makeStore: typeof import("@/app/store").makeStore;
  memoryStorage: typeof import("@/base/storage/storage").memoryStorage;
  WalletValueProvider: typeof import("@/wallet").WalletValueProvider;
  BlockNumberUpdater: typeof import("../BlockNumberUpdater").BlockNumberUpdater;
  MulticallUpdater: typeof import("../multicall").MulticallUpdater;
  TransactionUpdater: typeof import("@/features/transactions").TransactionUpdater;
  hooks: typeof import("../multicall");
  addTransaction: typeof import("@/features/transactions").addTransaction;
  storageKey: typeof import("@/base/storage/storage").storageKey;
  callFingerprint: typeof import("@/features/transactions").callFingerprint;
  contractAt: typeof import("../hooks").contractAt;
  ERC20_INTERFACE: typeof import("../hooks").ERC20_INTERFACE;
};

async function startOnFreePort(): Promise<{ port: number; stop(): Promise<void> }> {
  const errors: string[] = [];
  for (const port of CANDIDATE_PORTS) {
    if ((await rpcChainId(`http://127.0.0.1:${port}`, 500)) !== undefined) {
      errors.push(`${port} in use`);
      continue;
    }
    try {
      return { port, ...(await startLocalChains({ [CHAIN_ID]: port })) };
    } catch (error) {
      errors.push(`${port}: ${(error as Error).message}`);
    }
  }
  throw new Error(`no free test port: ${errors.join("; ")}`);
}

beforeAll(async () => {
  const chain = await startOnFreePort();
  stopChain = chain.stop;
  URL = `http://127.0.0.1:${chain.port}`;
  await deployLocalChains({ [CHAIN_ID]: chain.port }, () => undefined);
  vi.stubEnv(`VITE_RPC_URL_${CHAIN_ID}`, URL);
  app = {
    makeStore: (await import("@/app/store")).makeStore,
    memoryStorage: (await import("@/base/storage/storage")).memoryStorage,
    WalletValueProvider: (await import("@/wallet")).WalletValueProvider,
    BlockNumberUpdater: (await import("../BlockNumberUpdater")).BlockNumberUpdater,
    MulticallUpdater: (await import("../multicall")).MulticallUpdater,
    TransactionUpdater: (await import("@/features/transactions")).TransactionUpdater,
    hooks: await import("../multicall"),
    addTransaction: (await import("@/features/transactions")).addTransaction,
    storageKey: (await import("@/base/storage/storage")).storageKey,
    callFingerprint: (await import("@/features/transactions")).callFingerprint,
    contractAt: (await import("../hooks")).contractAt,
    ERC20_INTERFACE: (await import("../hooks")).ERC20_INTERFACE,
  };
  node = new JsonRpcProvider(URL, CHAIN_ID, { staticNetwork: true });
  // Hardhat dev account #1, unlocked on the node (signing in jsdom would trip over its foreign Uint8Array).
  sender = await node.getSigner(1);
  // Starting a node and running the deploy script through Hardhat took over 3 min on a 2-core machine with two
  // CPU-bound processes and other test runs beside it; a start that truly hangs still fails, after 10 min.
}, 600_000);

// Unmount the updaters after each test so they stop polling before the node goes away.
afterEach(() => cleanup());

afterAll(async () => {
  node?.destroy();
  await stopChain?.();
});

function Harness({ store, children }: { store: ReturnType<typeof app.makeStore>; children: ReactNode }) {
  const wallet = { chainId: CHAIN_ID } as unknown as import("@/wallet").WalletContextValue;
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <Provider store={store}>
        <app.WalletValueProvider value={wallet}>
          <app.BlockNumberUpdater />
          <app.MulticallUpdater />
          <app.TransactionUpdater />
          {children}
        </app.WalletValueProvider>
      </Provider>
    </I18nextProvider>
  );
}

const RECIPIENT = "0x" + "77".repeat(20);

function Reads() {
  const bark = app.contractAt<IERC20>(app.ERC20_INTERFACE, token("BARK"));
  const balance = app.hooks.useSingleCallResult(bark, "balanceOf", [RECIPIENT]);
  const names = app.hooks.useMultipleContractSingleData([token("BARK"), token("NONAME")], app.hooks.contractReads<IERC20>(app.ERC20_INTERFACE), "name");
  return (
    <div>
      <span data-testid="balance">{balance.loading ? "loading" : balance.value !== undefined ? balance.value.toString() : "error"}</span>
      {names.map((n, i) => (
        <span key={i} data-testid={`name${i}`}>{n.loading ? "loading" : n.error ? "error" : String(n.value)}</span>
      ))}
    </div>
  );
}

describe("chain layer on a real node", () => {
  it("reads through multicall, isolates a reverting call, follows new blocks and confirms a transaction", async () => {
    const store = app.makeStore(app.memoryStorage());
    render(
      <Harness store={store}>
        <Reads />
      </Harness>,
    );
    await waitFor(() => expect(screen.getByTestId("balance").textContent).toBe("0"), { timeout: 15_000 });
    // One call reverting (name() of the RevertingNameToken) does not fail its chunk.
    expect(screen.getByTestId("name0").textContent).toBe("Bark");
    expect(screen.getByTestId("name1").textContent).toBe("error");

    const bark = IERC20__factory.connect(token("BARK"), sender);
    const tx = await bark.transfer(RECIPIENT, 12345n);
    act(() => {
      store.dispatch(app.addTransaction({ chainId: CHAIN_ID, hash: tx.hash, from: sender.address, summary: "Send 12345 BARK" }));
    });
    // The new block is picked up by the poll and the balance re-read by the multicall updater.
    await waitFor(() => expect(screen.getByTestId("balance").textContent).toBe("12345"), { timeout: 15_000 });
    await waitFor(() => expect(store.getState().transactions[CHAIN_ID][tx.hash].receipt?.status).toBe(1), { timeout: 15_000 });
    expect(store.getState().popups.list.map((p) => p.content)).toContainEqual({
      kind: "txn", hash: tx.hash, success: true, summary: "Send 12345 BARK",
    });
    // Results are stored with the block they were read at.
    const results = Object.values(store.getState().multicall.callResults[CHAIN_ID]);
    expect(results.every((r) => typeof r.blockNumber === "number")).toBe(true);
  }, 60_000);

  it("the block poll does not send again a call's first read still being fetched for the block before, and carries it once that fetch is two blocks behind", async () => {
    const store = app.makeStore(app.memoryStorage());
    const { rerender } = render(<Harness store={store}>{null}</Harness>);
    await waitFor(() => expect(store.getState().blockNumber[CHAIN_ID]).toBeGreaterThan(0), { timeout: 15_000 });
    const known = store.getState().blockNumber[CHAIN_ID]!;
    // As the multicall updater marks the first read it sends of a call a page just started to listen to (the read's
    // answer held back here: the mark stays), then the page that listens to it.
    const call = { address: token("BARK"), callData: app.ERC20_INTERFACE.encodeFunctionData("balanceOf", [RECIPIENT]).toLowerCase() };
    const key = `${call.address}-${call.callData}`;
    act(() => {
      store.dispatch({ type: "multicall/fetchingMulticallResults", payload: { chainId: CHAIN_ID, calls: [call], fetchingBlockNumber: known } });
    });
    rerender(
      <Harness store={store}>
        <Reads />
      </Harness>,
    );
    const result = () => store.getState().multicall.callResults[CHAIN_ID][key];
    const blockAfter = async (block: number) => {
      await node.send("evm_mine", []);
      await waitFor(() => expect(store.getState().blockNumber[CHAIN_ID]).toBeGreaterThan(block), { timeout: 30_000 });
      return store.getState().blockNumber[CHAIN_ID]!;
    };
    // The names' first reads come in; the balance's is the one under way: neither the poll nor the updater sends it.
    await waitFor(() => expect(screen.getByTestId("name0").textContent).toBe("Bark"), { timeout: 15_000 });
    expect(result()).toEqual({ fetchingBlockNumber: known });
    // One block later its answer would be one block late at most: still not sent again.
    const next = await blockAfter(known);
    expect(next).toBe(known + 1);
    expect(result()).toEqual({ fetchingBlockNumber: known });
    // Two blocks behind it is not waited for: the next poll carries the call and its answer is for that block.
    const later = await blockAfter(next);
    await waitFor(() => expect(result().blockNumber).toBe(later), { timeout: 30_000 });
    expect(screen.getByTestId("balance").textContent).not.toBe("loading");
  }, 120_000);

  it("the read provider asks the node again for a receipt it just found missing (no reuse of the earlier answer)", async () => {
    const readProvider = (await import("../providers")).getReadProvider(CHAIN_ID)!;
    await node.send("evm_setAutomine", [false]);
    try {
      const { hash } = await sender.sendTransaction({ to: RECIPIENT, value: 1n });
      expect(await readProvider.getTransactionReceipt(hash)).toBeNull();
      await node.send("evm_mine", []);
      // Asked again at once, as the transaction updater does when a block arrived during its check.
      expect((await readProvider.getTransactionReceipt(hash))?.status).toBe(1);
    } finally {
      await node.send("evm_setAutomine", [true]);
    }
  });

  it("marks a transaction the node never heard of as dropped instead of leaving it pending", async () => {
    const store = app.makeStore(app.memoryStorage());
    render(<Harness store={store}>{null}</Harness>);
    const ghost = "0x" + "9e".repeat(32);
    act(() => {
      // Sent 3 minutes ago (old enough to be declared dropped, young enough to be checked every block).
      store.dispatch(app.addTransaction({ chainId: CHAIN_ID, hash: ghost, from: sender.address, summary: "Ghost", addedTime: Date.now() - 3 * 60_000 }));
    });
    // Each new block brings one check (a miss). Instead of pausing a fixed time per block, wait until the app has
    // checked the ghost at the block just mined (or dropped it), so a slow machine only makes the loop slower.
    const ghostState = () => store.getState().transactions[CHAIN_ID][ghost];
    for (let i = 0; i < 8 && !ghostState().lost; i++) {
      await node.send("evm_mine", []);
      // Asked of the node itself: ethers' getBlockNumber may answer from its short cache, an older block, which
      // would let the loop run on before the app checked the new one.
      const mined = Number(await node.send("eth_blockNumber", []));
      await waitFor(() => expect(ghostState().lost !== undefined || (ghostState().lastCheckedBlockNumber ?? 0) >= mined).toBe(true), { timeout: 30_000 });
    }
    // Kept in the list as dropped (no longer pending), with a "Transaction dropped" popup.
    expect(ghostState().lost).toEqual({ reason: "dropped" });
    expect(store.getState().popups.list.map((p) => p.content)).toContainEqual({
      kind: "txn", hash: ghost, success: false, summary: "Ghost", lost: { reason: "dropped" },
    });
  }, 180_000);

  it("resolves pending transactions restored after a reload: replaced, sped up (followed, confirmed), still pending", async () => {
    const account = (await node.getSigner(3)).address;
    const nonce = await node.getTransactionCount(account, "latest");
    const send = async (n: number, to: string, value: bigint, feeGwei: bigint): Promise<string> =>
      node.send("eth_sendTransaction", [
        { from: account, to, value: toBeHex(value), nonce: toBeHex(n), gas: toBeHex(100_000n), maxFeePerGas: toBeHex(feeGwei * 10n ** 9n), maxPriorityFeePerGas: toBeHex(feeGwei * 10n ** 9n) },
      ]);
    const record = (hash: string, n: number, to: string, summary: string) => ({
      hash, from: account, chainId: CHAIN_ID, nonce: n, callFingerprint: app.callFingerprint(to, "0x"), summary, addedTime: Date.now(),
    });
    // The wallet replaced the first (cancel: same nonce, to itself) and sped up the second (same call, higher fee)
    // while the app was closed; a third was sent and is still in the mempool when the app opens again.
    await node.send("evm_setAutomine", [false]);
    try {
      const replaced = await send(nonce, RECIPIENT, 1n, 2n);
      const cancel = await send(nonce, account, 0n, 20n);
      const slow = await send(nonce + 1, RECIPIENT, 2n, 2n);
      const fast = await send(nonce + 1, RECIPIENT, 2n, 20n);
      await node.send("evm_mine", []);
      const waiting = await send(nonce + 2, RECIPIENT, 3n, 2n);
      const persisted = {
        version: 1,
        state: { [CHAIN_ID]: { [replaced]: record(replaced, nonce, RECIPIENT, "Replaced one"), [slow]: record(slow, nonce + 1, RECIPIENT, "Slow one"), [waiting]: record(waiting, nonce + 2, RECIPIENT, "Waiting one") } },
      };
      const store = app.makeStore(app.memoryStorage({ [app.storageKey("transactions")]: JSON.stringify(persisted) }));
      render(<Harness store={store}>{null}</Harness>);
      const txs = () => store.getState().transactions[CHAIN_ID];
      await waitFor(() => expect(txs()[replaced].lost).toEqual({ reason: "replaced", by: cancel, status: 1 }), { timeout: 30_000 });
      await waitFor(() => expect(txs()[fast]?.receipt?.status).toBe(1), { timeout: 30_000 });
      // The old hash only points to the new one (hidden from the lists, no longer pending).
      expect(txs()[slow].spedUpTo).toBe(fast);
      expect(txs()[fast].summary).toBe("Slow one");
      // The one still in the mempool stays pending and keeps being checked until it is mined.
      await waitFor(() => expect(txs()[waiting].lastCheckedBlockNumber).toBeGreaterThan(0), { timeout: 30_000 });
      expect(txs()[waiting].receipt).toBeUndefined();
      expect(txs()[waiting].lost).toBeUndefined();
      await node.send("evm_mine", []);
      await waitFor(() => expect(txs()[waiting].receipt?.status).toBe(1), { timeout: 30_000 });
      const popups = store.getState().popups.list.map((p) => p.content);
      expect(popups).toContainEqual({ kind: "txn", hash: replaced, success: false, summary: "Replaced one", lost: { reason: "replaced", by: cancel, status: 1 } });
      expect(popups).toContainEqual({ kind: "txn", hash: fast, success: true, summary: "Slow one" });
    } finally {
      await node.send("evm_setAutomine", [true]);
    }
  }, 120_000);
});
