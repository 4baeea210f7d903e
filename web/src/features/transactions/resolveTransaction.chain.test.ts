/**
 * Dropped / replaced / sped-up detection against a real Hardhat node (chain 555555 on a free port) that mines only
 * when told to (automine off): a transaction is sent, another one with the same nonce and a higher fee replaces it in
 * the node's mempool, a block is mined, and resolveTransaction must tell what became of the first one.
 */
import { JsonRpcProvider, Network, toBeHex } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalChainOnFreePort } from "../../../../scripts/lib/localChains";
import { callFingerprint } from "./callFingerprint";
import { resolveTransaction } from "./resolveTransaction";

const CHAIN_ID = 555555;
const GWEI = 1_000_000_000n;
let stopChain: (() => Promise<void>) | undefined;
let node: JsonRpcProvider;
let accounts: string[];
/** Each test sends from its own Hardhat dev account, so nonces of one test never meet another's. */
let nextAccount = 1;
const RECEIVER = "0x" + "77".repeat(20);

beforeAll(async () => {
  const { port, stop } = await startLocalChainOnFreePort(CHAIN_ID);
  stopChain = stop;
  const network = Network.from(CHAIN_ID);
  node = new JsonRpcProvider(`http://127.0.0.1:${port}`, network, { staticNetwork: network, cacheTimeout: -1 });
  accounts = await node.send("eth_accounts", []);
  // Transactions wait in the mempool until a test mines, as on a real chain between blocks.
  await node.send("evm_setAutomine", [false]);
}, 180_000);

afterAll(async () => {
  node?.destroy();
  await stopChain?.();
});

interface Sent {
  hash: string;
  from: string;
  nonce: number;
  callFingerprint: string;
}

/** eth_sendTransaction from an unlocked dev account; `feeGwei` decides which of two same-nonce sends wins. */
async function send(from: string, nonce: number, tx: { to?: string; data?: string; value?: bigint }, feeGwei: bigint): Promise<Sent> {
  const hash: string = await node.send("eth_sendTransaction", [
    {
      from,
      to: tx.to,
      data: tx.data ?? "0x",
      value: toBeHex(tx.value ?? 0n),
      nonce: toBeHex(nonce),
      gas: toBeHex(200_000n),
      maxFeePerGas: toBeHex(feeGwei * GWEI),
      maxPriorityFeePerGas: toBeHex(feeGwei * GWEI),
    },
  ]);
  return { hash, from, nonce, callFingerprint: callFingerprint(tx.to, tx.data ?? "0x") };
}

async function mine(blocks = 1): Promise<number> {
  await node.send("hardhat_mine", [toBeHex(blocks)]);
  return node.getBlockNumber();
}

async function freshAccount(): Promise<{ from: string; nonce: number }> {
  const from = accounts[nextAccount++];
  return { from, nonce: await node.getTransactionCount(from, "latest") };
}

/** PUSH1 0 PUSH1 0 REVERT as runtime code: every call to the contract fails. */
const REVERTER_INIT_CODE = "0x6460006000fd6000526005601bf3";

describe("resolveTransaction on a Hardhat node", () => {
  it("pending while in the mempool, mined after a block", async () => {
    const { from, nonce } = await freshAccount();
    const tx = await send(from, nonce, { to: RECEIVER, value: 1n }, 2n);
    expect(await resolveTransaction(node, tx, await node.getBlockNumber())).toEqual({ kind: "pending" });
    const block = await mine();
    const outcome = await resolveTransaction(node, tx, block);
    expect(outcome.kind).toBe("mined");
    expect(outcome.kind === "mined" && outcome.receipt).toMatchObject({ transactionHash: tx.hash, status: 1, blockNumber: block });
  });

  it("follows a speed-up (same nonce, destination and calldata, higher fee) as the new hash", async () => {
    const { from, nonce } = await freshAccount();
    const slow = await send(from, nonce, { to: RECEIVER, value: 5n }, 2n);
    const fast = await send(from, nonce, { to: RECEIVER, value: 5n }, 20n);
    expect(fast.hash).not.toBe(slow.hash);
    const block = await mine();
    expect(await node.getTransaction(slow.hash)).toBeNull();
    expect(await resolveTransaction(node, slow, block)).toEqual({ kind: "spedUp", hash: fast.hash });
    const followed = await resolveTransaction(node, { ...slow, hash: fast.hash }, block);
    expect(followed.kind === "mined" && followed.receipt.status).toBe(1);
  });

  it("reports a replacement with other calldata (a cancel) as replaced, with its hash and outcome", async () => {
    const { from, nonce } = await freshAccount();
    const original = await send(from, nonce, { to: RECEIVER, value: 5n }, 2n);
    const cancel = await send(from, nonce, { to: from, value: 0n }, 20n);
    const block = await mine();
    expect(await resolveTransaction(node, original, block)).toEqual({ kind: "lost", lost: { reason: "replaced", by: cancel.hash, status: 1 } });
  });

  it("reports a replacement that reverted with its failed outcome", async () => {
    const deployer = await freshAccount();
    const deploy = await send(deployer.from, deployer.nonce, { data: REVERTER_INIT_CODE }, 2n);
    await mine();
    const reverter = (await node.getTransactionReceipt(deploy.hash))?.contractAddress;
    expect(reverter).toMatch(/^0x/);

    const { from, nonce } = await freshAccount();
    const original = await send(from, nonce, { to: RECEIVER, value: 5n }, 2n);
    const failing = await send(from, nonce, { to: reverter!, data: "0x12345678" }, 20n);
    const block = await mine();
    expect(await resolveTransaction(node, original, block)).toEqual({ kind: "lost", lost: { reason: "replaced", by: failing.hash, status: 0 } });
  });

  it("finds the replacement in the block that used the nonce among several blocks and other transactions", async () => {
    const { from, nonce } = await freshAccount();
    const original = await send(from, nonce, { to: RECEIVER, value: 5n }, 2n);
    const other = await send(from, nonce, { to: RECEIVER, data: "0xbeef", value: 5n }, 20n);
    await mine();
    // Later transactions of the same account and empty blocks after the one that used the nonce.
    await send(from, nonce + 1, { to: RECEIVER, value: 7n }, 2n);
    await mine(5);
    await send(from, nonce + 2, { to: RECEIVER, value: 8n }, 2n);
    const block = await mine(3);
    expect(await resolveTransaction(node, original, block)).toEqual({ kind: "lost", lost: { reason: "replaced", by: other.hash, status: 1 } });
  });

  it("a transaction the node forgot whose nonce is still free stays missing (the caller counts misses)", async () => {
    const { from, nonce } = await freshAccount();
    const tx = await send(from, nonce, { to: RECEIVER, value: 1n }, 2n);
    expect(await node.send("hardhat_dropTransaction", [tx.hash])).toBe(true);
    expect(await resolveTransaction(node, tx, await mine())).toEqual({ kind: "missing" });
  });

  it("nonce used long before the search window (replacement not found): dropped", async () => {
    const { from, nonce } = await freshAccount();
    const original = await send(from, nonce, { to: RECEIVER, value: 5n }, 2n);
    await send(from, nonce, { to: from, value: 0n }, 20n);
    await mine();
    const block = await mine(200);
    expect(await resolveTransaction(node, original, block)).toEqual({ kind: "lost", lost: { reason: "dropped" } });
  });

  it("without a recorded nonce an unknown hash stays missing", async () => {
    const { from } = await freshAccount();
    const ghost = { hash: "0x" + "9e".repeat(32), from, nonce: undefined, callFingerprint: undefined };
    expect(await resolveTransaction(node, ghost, await node.getBlockNumber())).toEqual({ kind: "missing" });
  });
});
