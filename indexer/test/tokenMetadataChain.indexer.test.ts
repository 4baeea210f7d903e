/**
 * The indexer reads a token's symbol, name and decimals through the chain's Multicall, or on a chain without one by
 * calling the token directly (src/tokenMetadata.ts). Both ways must store the same thing for every kind of token:
 * string or bytes32 metadata, functions that revert, a contract that answers nothing or nonsense, an address without
 * code, over-long or hostile text; and a Multicall address that answers no Multicall's answer must not be believed. A
 * real local chain 555555 with the tokens deployed, each read both ways.
 * A node that does not answer is no answer about the token: the read fails rather than store a blank token for good.
 * Port: INDEXER_TEST_PORT_BASE (default 18700) + 80 for the chain; + 81 is left closed (a node that does not answer).
 */
import { JsonRpcProvider, type BaseContract, type JsonRpcSigner } from "ethers";
import { createPublicClient, encodeAbiParameters, http, stringToHex, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpcUrl, startLocalChains } from "../../scripts/lib/localChains";
import { Multicall__factory } from "../../typechain-types/factories/contracts/Multicall__factory";
import { Bytes32Token__factory, RevertingNameToken__factory, TestERC20__factory } from "../../typechain-types/factories/contracts/tokens";
import { readTokenMetadata, storedTokenText, type EthCallClient } from "../src/tokenMetadata";

const BASE = Number(process.env.INDEXER_TEST_PORT_BASE ?? 18700);
const CHAIN_ID = 555555;
const CHAIN_PORT = BASE + 80;
const CLOSED_PORT = BASE + 81;

type Metadata = Awaited<ReturnType<typeof readTokenMetadata>>;

/** Each token deployed, with what the indexer must store for it. */
const tokens: Array<{ kind: string; address: Hex; expected: Metadata }> = [];
let multicall: Hex;
const wrongMulticalls: Array<{ kind: string; address: Hex }> = [];
let blockNumber: bigint;
let stopChain: (() => Promise<void>) | undefined;

/**
 * Creation code of a contract whose runtime answers every call with `payload` (or reverts, when `revert`): the
 * hostile answers no Solidity token would give (a uint8 out of range, a string whose offset points past the data).
 */
function rawContract(payload: Hex, revert = false): Hex {
  const word = (n: number) => n.toString(16).padStart(4, "0");
  const body = payload.slice(2);
  // PUSH2 len, DUP1, PUSH1 12, PUSH1 0, CODECOPY, PUSH1 0, RETURN|REVERT: copies the 12-byte prefix's tail and answers it.
  const runtime = `61${word(body.length / 2)}80600c6000396000${revert ? "fd" : "f3"}${body}`;
  // The same prefix around the runtime: the creation code returns the runtime as the contract's code.
  return `0x61${word(runtime.length / 2)}80600c6000396000f3${runtime}`;
}

/** The address of a contract deployed through its Typechain factory, once mined. */
async function deployed(deploying: Promise<BaseContract>): Promise<Hex> {
  const contract = await (await deploying).waitForDeployment();
  return (await contract.getAddress()) as Hex;
}

async function deployRaw(signer: JsonRpcSigner, creationCode: Hex): Promise<Hex> {
  const receipt = await (await signer.sendTransaction({ data: creationCode })).wait();
  return receipt!.contractAddress as Hex;
}

const bytes32 = (text: string) => stringToHex(text, { size: 32 });
const LONG_HOSTILE_NAME = `\0${"B".repeat(3000)}`;
const HTML_SYMBOL = "<img src=x onerror=alert(1)>";

beforeAll(async () => {
  stopChain = (await startLocalChains({ [CHAIN_ID]: CHAIN_PORT }, { reuseRunning: false })).stop;
  const provider = new JsonRpcProvider(rpcUrl(CHAIN_PORT), CHAIN_ID, { staticNetwork: true });
  const signer = await provider.getSigner(0);
  const supply = 10n ** 24n;
  multicall = await deployed(new Multicall__factory(signer).deploy());
  const add = (kind: string, address: Hex, expected: { symbol: string; name: string; decimals: number | null }) =>
    tokens.push({ kind, address, expected: { symbol: storedTokenText(expected.symbol), name: storedTokenText(expected.name), decimals: expected.decimals } });

  add("string metadata", await deployed(new TestERC20__factory(signer).deploy("USD Coin", "USDC", 6, supply)), { symbol: "USDC", name: "USD Coin", decimals: 6 });
  add("bytes32 metadata", await deployed(new Bytes32Token__factory(signer).deploy(bytes32("Maker"), bytes32("MKR"), supply)), { symbol: "MKR", name: "Maker", decimals: 18 });
  add("a name() that reverts", await deployed(new RevertingNameToken__factory(signer).deploy("RVT", supply)), { symbol: "RVT", name: "", decimals: 18 });
  add("over-long and hostile text", await deployed(new TestERC20__factory(signer).deploy(LONG_HOSTILE_NAME, HTML_SYMBOL, 255, supply)), {
    symbol: HTML_SYMBOL,
    name: LONG_HOSTILE_NAME,
    decimals: 255,
  });
  add("every call reverts", await deployRaw(signer, rawContract("0x", true)), { symbol: "", name: "", decimals: null });
  add("every call returns nothing", await deployRaw(signer, rawContract("0x")), { symbol: "", name: "", decimals: null });
  // 1000 as a uint8 is more decimals than the app shows; as a string its offset points past the data; as bytes32 it is not UTF-8.
  add("every call returns 1000", await deployRaw(signer, rawContract(encodeAbiParameters([{ type: "uint256" }], [1000n]))), { symbol: "", name: "", decimals: null });
  add("every call returns one byte", await deployRaw(signer, rawContract("0x01")), { symbol: "", name: "", decimals: null });
  // A string answer's first word is its offset, 32, which decimals() decodes as 32 decimals.
  add("every call returns a string", await deployRaw(signer, rawContract(encodeAbiParameters([{ type: "string" }], ["US\0DT"]))), { symbol: "US\0DT", name: "US\0DT", decimals: 32 });
  // Not UTF-8: no text, though every byte is set.
  add("every call returns 32 bytes that are not text", await deployRaw(signer, rawContract(`0x${"ff".repeat(32)}`)), { symbol: "", name: "", decimals: null });
  // A NUL before the text is part of it, not padding: no text.
  add("every call returns bytes32 text after a NUL", await deployRaw(signer, rawContract(bytes32(`\0${"A".repeat(31)}`))), { symbol: "", name: "", decimals: null });
  add("an address without code", "0x000000000000000000000000000000000000dEaD", { symbol: "", name: "", decimals: null });
  // Contracts at the Multicall's address that answer what no Multicall would: the token is then read directly.
  const oneResult = encodeAbiParameters([{ type: "tuple[]", components: [{ type: "bool" }, { type: "bytes" }] }], [[[true, encodeAbiParameters([{ type: "string" }], ["WRONG"])]]]);
  wrongMulticalls.push(
    { kind: "no code", address: "0x000000000000000000000000000000000000bEEF" },
    { kind: "one result for three calls", address: await deployRaw(signer, rawContract(oneResult)) },
    { kind: "an answer that is no list of results", address: await deployRaw(signer, rawContract("0x01")) },
  );
  // Asked of the node itself: ethers answers getBlockNumber from a cache that can predate the last deployment.
  blockNumber = BigInt(await provider.send("eth_blockNumber", []));
}, 300_000);

afterAll(async () => {
  await stopChain?.();
});

/**
 * A viem client of the chain that counts the eth_calls it sends (each one is a round trip that holds up the sync).
 * Without retries: viem would send a reverting call again, and a revert is an answer, not a failure.
 */
function countingClient(): { client: EthCallClient; calls: () => number } {
  let calls = 0;
  const client = createPublicClient({ transport: http(rpcUrl(CHAIN_PORT), { retryCount: 0, onFetchRequest: () => void calls++ }) });
  return { client, calls: () => calls };
}

describe("readTokenMetadata on a real chain", () => {
  it("stores each token the same through the Multicall and directly, as the token's contract answers", async () => {
    for (const { kind, address, expected } of tokens) {
      const { client } = countingClient();
      const batched = await readTokenMetadata({ client }, address, blockNumber, multicall);
      const direct = await readTokenMetadata({ client }, address, blockNumber, undefined);
      expect({ kind, batched, direct }).toEqual({ kind, batched: expected, direct: expected });
    }
  });

  it("marks hostile text and caps over-long text on both paths", async () => {
    const hostile = tokens.find((t) => t.kind === "over-long and hostile text")!;
    const { client } = countingClient();
    const read = await readTokenMetadata({ client }, hostile.address, blockNumber, undefined);
    expect(read.name).not.toContain("\0");
    expect(read.name.length).toBeLessThan(LONG_HOSTILE_NAME.length);
    expect(read.name.endsWith("…\u0001")).toBe(true);
  });

  it("reads a token in one eth_call through the Multicall and in three without it, whatever the token answers", async () => {
    for (const { kind, address } of tokens) {
      const batched = countingClient();
      await readTokenMetadata({ client: batched.client }, address, blockNumber, multicall);
      const direct = countingClient();
      await readTokenMetadata({ client: direct.client }, address, blockNumber, undefined);
      expect({ kind, batched: batched.calls(), direct: direct.calls() }).toEqual({ kind, batched: 1, direct: 3 });
    }
  });

  it("reads the token directly when what is at the Multicall's address answers no Multicall's answer", async () => {
    const usdc = tokens.find((t) => t.kind === "string metadata")!;
    for (const wrong of wrongMulticalls) {
      const { client, calls } = countingClient();
      const read = await readTokenMetadata({ client }, usdc.address, blockNumber, wrong.address);
      expect({ multicall: wrong.kind, read, calls: calls() }).toEqual({ multicall: wrong.kind, read: usdc.expected, calls: 4 });
    }
  });

  it("fails, on both paths, when the node does not answer, instead of storing the token without metadata", async () => {
    const usdc = tokens.find((t) => t.kind === "string metadata")!;
    const unreachable: EthCallClient = createPublicClient({ transport: http(rpcUrl(CLOSED_PORT), { retryCount: 0 }) });
    await expect(readTokenMetadata({ client: unreachable }, usdc.address, blockNumber, multicall)).rejects.toThrow(/HTTP request failed/);
    await expect(readTokenMetadata({ client: unreachable }, usdc.address, blockNumber, undefined)).rejects.toThrow(/HTTP request failed/);
  });
});
