/**
 * Reading and preparing the local chains directly, so each MetaMask flow checks its result on chain and not only
 * in the app. Providers and receipts come from support/minedTx, shared with the headless-wallet specs.
 */
import fs from "fs";
import path from "path";
import { AbiCoder, Wallet, keccak256, toBeHex } from "ethers";
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

/** Where TestERC20 keeps `allowance[owner][spender]`: after _name, _symbol, totalSupply and balanceOf (decimals is immutable). */
const TEST_ERC20_ALLOWANCE_SLOT = 4n;

/**
 * Sets an allowance of account #0 straight in the token's storage (test preparation, outside MetaMask). The deploy
 * script approved the router without limit from account #0 while seeding the pools, so a flow that must show
 * MetaMask's spending-cap page first takes that allowance away. Not by a transaction: MetaMask counts the account's
 * nonce at the block its block tracker last saw, so a transaction sent beside it can make MetaMask's next one reuse
 * a nonce that is already taken. A storage write sends nothing. The read-back fails loudly if the layout changed.
 */
export async function setAllowance(chainId: number, tokenAddress: string, spender: string, amount: bigint): Promise<void> {
  const coder = AbiCoder.defaultAbiCoder();
  const ownerSlot = keccak256(coder.encode(["address", "uint256"], [ACCOUNT0, TEST_ERC20_ALLOWANCE_SLOT]));
  const slot = keccak256(coder.encode(["address", "bytes32"], [spender, ownerSlot]));
  await chainProvider(chainId).send("hardhat_setStorageAt", [tokenAddress, slot, toBeHex(amount, 32)]);
  const now = await allowance(chainId, tokenAddress, spender);
  if (now !== amount) throw new Error(`allowance of ${tokenAddress} is ${now} after writing ${amount}: TestERC20's storage layout changed`);
}

export async function nonce(chainId: number, owner = ACCOUNT0): Promise<number> {
  return chainProvider(chainId).getTransactionCount(owner, "latest");
}
