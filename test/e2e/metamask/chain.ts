/**
 * Reading and preparing the local chains directly, so each MetaMask flow checks its result on chain and not only
 * in the app. Providers and receipts come from support/minedTx, shared with the headless-wallet specs.
 */
import fs from "fs";
import path from "path";
import { Wallet } from "ethers";
import { IERC20__factory } from "../../../typechain-types";
import { DEV_KEYS, ROOT } from "../support/env";
import { chainProvider } from "../support/minedTx";

/** MetaMask's first account: the Hardhat mnemonic's account #0, which also deployed and seeded the chains. */
export const ACCOUNT0 = new Wallet(DEV_KEYS[0]).address;
/** The second account MetaMask derives from the same mnemonic ("Add account"). */
export const ACCOUNT1 = new Wallet(DEV_KEYS[1]).address;

interface Deployment {
  contracts: Record<string, string>;
  tokens: { address: string; symbol: string }[];
}

export function deployment(chainId: number): Deployment {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "deployments", `${chainId}.json`), "utf8"));
}

export function token(chainId: number, symbol: string): string {
  const found = deployment(chainId).tokens.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} on chain ${chainId}`);
  return found.address;
}

export async function balanceOf(chainId: number, tokenAddress: string | "native", owner = ACCOUNT0): Promise<bigint> {
  if (tokenAddress === "native") return chainProvider(chainId).getBalance(owner);
  return IERC20__factory.connect(tokenAddress, chainProvider(chainId)).balanceOf(owner);
}

export async function allowance(chainId: number, tokenAddress: string, spender: string, owner = ACCOUNT0): Promise<bigint> {
  return IERC20__factory.connect(tokenAddress, chainProvider(chainId)).allowance(owner, spender);
}

/**
 * Sets account #0's allowance straight on chain (test preparation, outside MetaMask). The deploy script approved
 * the router without limit from account #0 while seeding the pools, so a flow that must show MetaMask's
 * spending-cap page first takes that allowance away. MetaMask reads the account's nonce from the node, so a
 * transaction sent beside it does not confuse its own.
 */
export async function setAllowance(chainId: number, tokenAddress: string, spender: string, amount: bigint): Promise<void> {
  const signer = new Wallet(DEV_KEYS[0], chainProvider(chainId));
  await (await IERC20__factory.connect(tokenAddress, signer).approve(spender, amount)).wait();
}

export async function nonce(chainId: number, owner = ACCOUNT0): Promise<number> {
  return chainProvider(chainId).getTransactionCount(owner, "latest");
}
