/** Reading the local chains directly, so each flow checks its result on chain and not only in the app. */
import fs from "fs";
import path from "path";
import { Contract, JsonRpcProvider, Wallet } from "ethers";
import { DEV_KEYS, ROOT, chainRpcUrl } from "../support/env";

export const ACCOUNT0 = new Wallet(DEV_KEYS[0]).address;

interface Deployment {
  contracts: Record<string, string>;
  tokens: { address: string; symbol: string }[];
  pairs: { address: string; token0: string; token1: string }[];
}

export function deployment(chainId: number): Deployment {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "deployments", `${chainId}.json`), "utf8"));
}

export function token(chainId: number, symbol: string): string {
  const found = deployment(chainId).tokens.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} on chain ${chainId}`);
  return found.address;
}

const providers = new Map<number, JsonRpcProvider>();
export function provider(chainId: number): JsonRpcProvider {
  let p = providers.get(chainId);
  if (!p) providers.set(chainId, (p = new JsonRpcProvider(chainRpcUrl(chainId), chainId, { staticNetwork: true, cacheTimeout: -1 })));
  return p;
}

const ERC20 = ["function balanceOf(address) view returns (uint256)", "function allowance(address,address) view returns (uint256)"];

export async function balanceOf(chainId: number, tokenAddress: string | "native", owner = ACCOUNT0): Promise<bigint> {
  if (tokenAddress === "native") return provider(chainId).getBalance(owner);
  return new Contract(tokenAddress, ERC20, provider(chainId)).balanceOf(owner);
}

export async function allowance(chainId: number, tokenAddress: string, spender: string, owner = ACCOUNT0): Promise<bigint> {
  return new Contract(tokenAddress, ERC20, provider(chainId)).allowance(owner, spender);
}

export async function nonce(chainId: number, owner = ACCOUNT0): Promise<number> {
  return provider(chainId).getTransactionCount(owner, "latest");
}

/** Transactions the account sent from `fromBlock` on, with the fee each paid (to balance native amounts). */
export async function sentSince(chainId: number, fromBlock: number, owner = ACCOUNT0): Promise<{ to: string | null; fee: bigint }[]> {
  const p = provider(chainId);
  const latest = await p.getBlockNumber();
  const sent: { to: string | null; fee: bigint }[] = [];
  for (let n = fromBlock; n <= latest; n++) {
    const block = await p.getBlock(n, true);
    for (const tx of block?.prefetchedTransactions ?? []) {
      if (tx.from.toLowerCase() !== owner.toLowerCase()) continue;
      const receipt = await p.getTransactionReceipt(tx.hash);
      sent.push({ to: tx.to, fee: receipt!.fee });
    }
  }
  return sent;
}
