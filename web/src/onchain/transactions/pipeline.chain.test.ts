/**
 * The transaction pipeline against a real Hardhat node (chain 555555 on a free port): a real transfer is
 * estimated, sent with the margin and recorded with its real nonce; a real revert comes back mapped; a wallet on
 * another chain or account, also one that switches while the pipeline estimates, gets nothing sent.
 */
import { JsonRpcProvider, Network, type JsonRpcSigner } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalChainOnFreePort } from "../../../../scripts/lib/localChains";
import { TestERC20__factory } from "../../../../typechain-types/factories/contracts/tokens/TestERC20__factory";
import { UserFacingError } from "../errors";
import { estimateThroughPipeline, sendThroughPipeline, type PipelineInput, type PipelineWallet, type SentTransaction } from "./pipeline";
import type { TransactionSigner } from "./estimate";
import { nextBlockTimestamp } from "./deadline";
import { waitForReceipt } from "./waitForReceipt";

const CHAIN_ID = 555555;
let stopChain: (() => Promise<void>) | undefined;
let node: JsonRpcProvider;
let sender: JsonRpcSigner;
let receiver: string;


beforeAll(async () => {
  const { port, stop } = await startLocalChainOnFreePort(CHAIN_ID);
  stopChain = stop;
  const network = Network.from(CHAIN_ID);
  // No answer cache: ethers reuses an identical request's answer for 250 ms, and on a fast machine a nonce read
  // early in one test answered a later test's read from before its transactions ("expected 3 to be 0").
  node = new JsonRpcProvider(`http://127.0.0.1:${port}`, network, { staticNetwork: network, cacheTimeout: -1 });
  // Hardhat dev accounts, unlocked on the node: the node signs, as a wallet would.
  sender = await node.getSigner(1);
  receiver = (await node.getSigner(2)).address;
}, 180_000);

afterAll(async () => {
  node?.destroy();
  await stopChain?.();
});

/** The node as a wallet; `chainIds` lets a test answer a different chain on later asks (a switch mid-flight). */
function nodeWallet(chainIds: number[] = [CHAIN_ID], account = () => sender.address): PipelineWallet & { asked: number } {
  const wallet = {
    asked: 0,
    currentChainId: async () => chainIds[Math.min(wallet.asked++, chainIds.length - 1)],
    currentAccount: async () => account(),
    signer: async () => sender,
    nextBlockTimestamp: () => nextBlockTimestamp(node),
  };
  return wallet;
}

function input(overrides: Partial<PipelineInput> = {}): PipelineInput {
  return { chainId: CHAIN_ID, account: sender.address, request: { to: receiver, data: "0x", value: 1000n }, summary: { key: "txSummary.approve", params: { symbol: "WEI" } }, kind: "other", ...overrides };
}

async function run(wallet: PipelineWallet, pipelineInput: PipelineInput) {
  const recorded: SentTransaction[] = [];
  const result = await sendThroughPipeline(wallet, pipelineInput, { deadlineSeconds: 1200, record: (tx) => recorded.push(tx) }).then(
    (hash) => ({ hash, error: undefined }),
    (error: unknown) => ({ hash: undefined, error }),
  );
  return { ...result, recorded };
}

function kindOf(error: unknown): string | undefined {
  return error instanceof UserFacingError ? error.userError.kind : undefined;
}

describe("sendThroughPipeline on a Hardhat node", () => {
  it("sends with the gas margin, records hash, chain, account, nonce, to, data, summary and kind, and returns the hash", async () => {
    const nonce = await node.getTransactionCount(sender.address);
    const { hash, error, recorded } = await run(nodeWallet(), input());
    expect(error).toBeUndefined();
    const tx = await node.getTransaction(hash!);
    const estimate = await node.estimateGas({ from: sender.address, to: receiver, value: 1000n });
    expect(tx?.gasLimit).toBe((estimate * 11000n) / 10000n);
    expect(recorded).toEqual([
      { hash, chainId: CHAIN_ID, account: sender.address, nonce, to: receiver, data: "0x", summary: { key: "txSummary.approve", params: { symbol: "WEI" } }, kind: "other", addedTime: expect.any(Number) },
    ]);
    // Not ethers' waitForTransaction: on this automining node it can wait forever for a block after a stale cached
    // number (seen under load), and otherwise waits a 4 s poll for nothing.
    expect((await waitForReceipt(node, hash!)).status).toBe(1);
  });

  it("builds the request with the deadline now + the setting", async () => {
    const deadlines: bigint[] = [];
    const before = BigInt(Math.floor(Date.now() / 1000));
    await run(nodeWallet(), input({ request: (deadline) => (deadlines.push(deadline), { to: receiver, data: "0x", value: 1n }) }));
    expect(deadlines).toHaveLength(1);
    expect(deadlines[0] - before).toBeGreaterThanOrEqual(1200n);
    expect(deadlines[0] - before).toBeLessThan(1200n + 60n);
  });

  it("estimates what it would send, without sending: the action's own deadline, the first candidate that estimates", async () => {
    const nonce = await node.getTransactionCount(sender.address);
    const deadlines: bigint[] = [];
    const before = BigInt(Math.floor(Date.now() / 1000));
    const token = await new TestERC20__factory(sender).deploy("Five", "FIVE", 18, 0n);
    await token.waitForDeployment();
    const failing = { to: await token.getAddress(), data: token.interface.encodeFunctionData("transfer", [receiver, 1n]) };
    const paying = { to: receiver, data: "0x", value: 5n };
    const nonceAfterDeploy = nonce + 1;
    const { request, gasEstimate } = await estimateThroughPipeline(
      nodeWallet(),
      { request: (deadline) => (deadlines.push(deadline), [failing, paying]), deadlineSeconds: 1200 },
      { deadlineSeconds: 60 },
    );
    expect(request).toEqual(paying);
    expect(gasEstimate).toBe(await node.estimateGas({ from: sender.address, ...paying }));
    expect(deadlines[0] - before).toBeGreaterThanOrEqual(1200n);
    expect(deadlines[0] - before).toBeLessThan(1200n + 60n);
    expect(await node.getTransactionCount(sender.address)).toBe(nonceAfterDeploy);
  });

  it("maps a real revert to its reason and sends nothing", async () => {
    const token = await new TestERC20__factory(sender).deploy("Five", "FIVE", 18, 0n);
    await token.waitForDeployment();
    const nonce = await node.getTransactionCount(sender.address);
    const data = token.interface.encodeFunctionData("transfer", [receiver, 1n]);
    const { error, recorded } = await run(nodeWallet(), input({ request: { to: await token.getAddress(), data } }));
    expect(error).toBeInstanceOf(UserFacingError);
    expect((error as UserFacingError).userError).toEqual({ kind: "revert", messageKey: "errors.revert", params: { reason: "ERC20: transfer amount exceeds balance" } });
    expect(recorded).toEqual([]);
    expect(await node.getTransactionCount(sender.address)).toBe(nonce);
  });

  it.each([
    ["the wallet is on another chain", () => nodeWallet([3344]), "wrongChain"],
    ["the wallet switched chain while the pipeline estimated", () => nodeWallet([CHAIN_ID, 3344]), "wrongChain"],
    ["the wallet is on another account", () => nodeWallet([CHAIN_ID], () => receiver), "accountChanged"],
  ])("refuses when %s: nothing sent", async (_, wallet, kind) => {
    const nonce = await node.getTransactionCount(sender.address);
    const { error, recorded } = await run(wallet(), input());
    expect(kindOf(error)).toBe(kind);
    expect(recorded).toEqual([]);
    expect(await node.getTransactionCount(sender.address)).toBe(nonce);
  });

  it("runs the action's last check after estimating, right before sending; a refusal sends nothing", async () => {
    const nonce = await node.getTransactionCount(sender.address);
    const refusal = new UserFacingError({ kind: "recipientChanged", messageKey: "security.recipientChanged", params: { name: "a.eth", address: receiver } });
    const refused = await run(nodeWallet(), input({ beforeSend: async () => Promise.reject(refusal) }));
    expect(refused.error).toBe(refusal);
    expect(refused.recorded).toEqual([]);
    expect(await node.getTransactionCount(sender.address)).toBe(nonce);

    const order: string[] = [];
    const signer: TransactionSigner = {
      estimateGas: (tx) => (order.push("estimate"), sender.estimateGas(tx)),
      call: (tx) => sender.call(tx),
      sendTransaction: (tx) => (order.push("send"), sender.sendTransaction(tx)),
    };
    const passed = await run({ ...nodeWallet(), signer: async () => signer }, input({ beforeSend: async () => void order.push("check") }));
    expect(passed.error).toBeUndefined();
    expect(order).toEqual(["estimate", "check", "send"]);
  });

  it("an account that differs only in letter case is the same account", async () => {
    const { error } = await run(nodeWallet([CHAIN_ID], () => sender.address.toLowerCase()), input());
    expect(error).toBeUndefined();
  });

  it("a call's own deadline length replaces the user's setting", async () => {
    const deadlines: bigint[] = [];
    const before = BigInt(Math.floor(Date.now() / 1000));
    await run(nodeWallet(), input({ deadlineSeconds: 60, request: (deadline) => (deadlines.push(deadline), { to: receiver, data: "0x", value: 1n }) }));
    expect(deadlines[0] - before).toBeGreaterThanOrEqual(60n);
    expect(deadlines[0] - before).toBeLessThan(120n);
  });

  // Last in the file: it moves this node's clock ahead for good.
  it("a node whose clock was moved ahead gets a deadline counted from its next block, though its latest block lags", async () => {
    const latestBefore = (await node.getBlock("latest"))!.timestamp;
    await node.send("evm_increaseTime", [3 * 3600]);
    // Nothing mined: the latest block keeps its old time, the next block will carry the new one.
    expect((await node.getBlock("latest"))!.timestamp).toBe(latestBefore);
    const chainNext = (await nextBlockTimestamp(node))!;
    expect(chainNext - Date.now() / 1000).toBeGreaterThan(3 * 3600 - 60);
    const deadlines: bigint[] = [];
    const { hash, error } = await run(nodeWallet(), input({ request: (deadline) => (deadlines.push(deadline), { to: receiver, data: "0x", value: 1n }) }));
    expect(error).toBeUndefined();
    expect(deadlines[0] - BigInt(chainNext)).toBeGreaterThanOrEqual(1200n);
    expect(deadlines[0] - BigInt(chainNext)).toBeLessThan(1200n + 60n);
    const mined = await node.getBlock((await waitForReceipt(node, hash!)).blockNumber);
    expect(BigInt(mined!.timestamp)).toBeLessThanOrEqual(deadlines[0]);
  });
});
