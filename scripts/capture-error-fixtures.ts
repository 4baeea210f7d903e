/**
 * Captures the real error objects the error model (web/src/onchain/errors) must understand, and writes each as a
 * JSON fixture beside its test. Nothing here is hand-written: a Hardhat node (on a free port) produces the
 * reverts, nonce and funds errors; ethers v6 wraps them exactly as the app's providers do; MetaMask's rejection
 * is built by @metamask/rpc-errors (the library MetaMask itself throws with) and passed through ethers'
 * BrowserProvider; an unreachable and a rate-limiting (HTTP 429) endpoint are local sockets.
 *
 *   npx tsx scripts/capture-error-fixtures.ts
 */
import { providerErrors, rpcErrors } from "@metamask/rpc-errors";
import { BrowserProvider, JsonRpcProvider, Network, Wallet, FetchRequest, parseEther, type Eip1193Provider } from "ethers";
import fs from "fs";
import http from "http";
import net from "net";
import { freePort } from "./lib/freePort";
import path from "path";
import { startLocalChains } from "./lib/localChains";
import UniswapV2Factory from "@uniswap/v2-core/build/UniswapV2Factory.json";
import { PenRouter__factory, WrappedNative__factory } from "../typechain-types";
import { TestERC20__factory } from "../typechain-types/factories/contracts/tokens/TestERC20__factory";
import { ContractFactory } from "ethers";

const OUT = path.resolve(__dirname, "../web/src/onchain/errors/fixtures");
const CHAIN_ID = 555555;
/** Hardhat's first dev account: funded on every local node. */
const DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";


const ROOT = path.resolve(__dirname, "..");

/** A JSON copy of an error: own properties (message and name too), bigints as strings, no stacks or functions. */
function toJson(value: unknown, depth = 0): unknown {
  if (typeof value === "bigint") return value.toString();
  // ethers quotes nested errors (stacks included) in its messages: keep this machine's paths out of the fixtures.
  if (typeof value === "string") return value.split(ROOT).join("<repo>");
  if (value === null || typeof value !== "object") return typeof value === "function" ? undefined : value;
  if (depth > 6) return undefined;
  if (Array.isArray(value)) return value.map((v) => toJson(v, depth + 1));
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.getOwnPropertyNames(value), ...(value instanceof Error ? ["name", "message"] : [])]);
  for (const key of keys) {
    if (key === "stack") continue;
    const v = toJson((value as Record<string, unknown>)[key], depth + 1);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

async function capture(name: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(toJson(error), null, 2) + "\n");
    console.log(`captured ${name}`);
    return;
  }
  throw new Error(`${name}: expected the action to fail`);
}

/** An EIP-1193 provider that forwards to the node but answers eth_sendTransaction with `reject`'s error. */
function rejectingWallet(node: JsonRpcProvider, account: string, reject: () => unknown): Eip1193Provider {
  return {
    async request({ method, params }) {
      if (method === "eth_sendTransaction") throw reject();
      if (method === "eth_accounts" || method === "eth_requestAccounts") return [account];
      return node.send(method, (params as unknown[]) ?? []);
    },
  };
}

/** A local stand-in for a rate-limiting RPC provider: every request gets HTTP 429. */
async function rateLimitedServer(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(429, { "content-type": "application/json" });
    res.end(JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32005, message: "rate limit exceeded" } }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => server.close() };
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const port = await freePort();
  const chain = await startLocalChains({ [CHAIN_ID]: port });
  try {
    const url = `http://127.0.0.1:${port}`;
    const network = Network.from(CHAIN_ID);
    const node = new JsonRpcProvider(url, network, { staticNetwork: network });
    const dev = new Wallet(DEV_KEY, node);
    let nonce = await dev.getNonce();
    const wpen = await new WrappedNative__factory(dev).deploy("Wrapped PEN", "WPEN", { nonce: nonce++ });
    const factory = await new ContractFactory(UniswapV2Factory.abi, UniswapV2Factory.bytecode, dev).deploy(dev.address, { nonce: nonce++ });
    const router = await new PenRouter__factory(dev).deploy(await factory.getAddress(), await wpen.getAddress(), { nonce: nonce++ });
    const token = await new TestERC20__factory(dev).deploy("Five", "FIVE", 18, parseEther("1000000"), { nonce: nonce++ });
    await (await token.approve(await router.getAddress(), parseEther("1000"), { nonce: nonce++ })).wait();
    const far = BigInt(Math.floor(Date.now() / 1000) + 3600);
    await (
      await router.addLiquidityPEN(await token.getAddress(), parseEther("1000"), 0n, 0n, dev.address, far, { value: parseEther("10"), nonce: nonce++ })
    ).wait();
    const swapPath = [await wpen.getAddress(), await token.getAddress()];
    const signer = await node.getSigner(0);

    // Reverts as the pipeline meets them: estimateGas first, then the static call for the reason.
    const slippage = await router.swapExactPENForTokens.populateTransaction(parseEther("1000000"), swapPath, dev.address, far, { value: parseEther("1") });
    await capture("hardhat-estimate-revert-slippage", () => signer.estimateGas(slippage));
    await capture("hardhat-call-revert-slippage", () => signer.call(slippage));
    const expired = await router.swapExactPENForTokens.populateTransaction(0n, swapPath, dev.address, 1n, { value: parseEther("1") });
    await capture("hardhat-call-revert-expired", () => signer.call(expired));
    await capture("hardhat-call-revert-no-reason", () => signer.call({ to: swapPath[1], data: "0xdeadbeef" }));

    const empty = Wallet.createRandom().connect(node);
    await capture("hardhat-send-insufficient-funds", () => empty.sendTransaction({ to: dev.address, value: 1n, gasLimit: 21000n }));
    await capture("hardhat-send-nonce-too-low", () => dev.sendTransaction({ to: dev.address, value: 1n, nonce: 0 }));

    const metaMaskRejection = () => providerErrors.userRejectedRequest("MetaMask Tx Signature: User denied transaction signature.");
    const wrapped = () => rpcErrors.internal({ message: "Internal JSON-RPC error.", data: metaMaskRejection().serialize() });
    fs.writeFileSync(path.join(OUT, "metamask-4001.json"), JSON.stringify(toJson(metaMaskRejection().serialize()), null, 2) + "\n");
    fs.writeFileSync(path.join(OUT, "metamask-4001-in-32603.json"), JSON.stringify(toJson(wrapped().serialize()), null, 2) + "\n");
    const viaEthers = async (reject: () => unknown) => {
      const browser = new BrowserProvider(rejectingWallet(node, dev.address, reject), network);
      const s = await browser.getSigner(dev.address);
      return s.sendTransaction({ to: dev.address, value: 1n, gasLimit: 21000n });
    };
    await capture("ethers-action-rejected", () => viaEthers(metaMaskRejection));
    await capture("ethers-wrapped-4001-in-32603", () => viaEthers(wrapped));

    const closedPort = await freePort();
    const dead = new JsonRpcProvider(`http://127.0.0.1:${closedPort}`, network, { staticNetwork: network });
    await capture("ethers-rpc-unreachable", () => dead.getBlockNumber());
    const limited = await rateLimitedServer();
    try {
      const request = new FetchRequest(limited.url);
      // One attempt: ethers would otherwise back off and retry 429s for a while before giving up the same way.
      request.setThrottleParams({ maxAttempts: 1 });
      const throttled = new JsonRpcProvider(request, network, { staticNetwork: network });
      await capture("ethers-rpc-rate-limited", () => throttled.getBlockNumber());
    } finally {
      limited.close();
    }
  } finally {
    await chain.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
