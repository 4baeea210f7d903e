import { getCreateAddress, HDNodeWallet, Mnemonic } from "ethers";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Build-time only (Node): the public test material of the local profile. Hardhat's default mnemonic and
 * its accounts are published; any address they deploy to with CREATE is the same on every network, so
 * anyone can occupy it on a public chain. A production build must carry none of it.
 */
export const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
/** Hardhat's default `accounts.count`. */
const ACCOUNT_COUNT = 20;
/** Far beyond what scripts/deploy.ts sends from one account (contracts, tokens, pools, V1, ENS). */
const NONCES_PER_ACCOUNT = 512;

export interface LocalSecrets {
  /** Private keys as 64 lower-case hex digits without 0x. */
  privateKeys: string[];
  /** Lower-cased 0x addresses: the accounts, their CREATE addresses and everything in deployments/<id>.json. */
  addresses: Set<string>;
}

function collectAddresses(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (/^0x[0-9a-fA-F]{40}$/.test(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const v of value) collectAddresses(v, into);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) collectAddresses(v, into);
  }
}

/** `localDeploymentsDir` is deployments/ (its <chainId>.json files; the production/ folder is skipped). */
export function localSecrets(localDeploymentsDir: string): LocalSecrets {
  const root = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), "m/44'/60'/0'/0");
  const privateKeys: string[] = [];
  const addresses = new Set<string>();
  for (let i = 0; i < ACCOUNT_COUNT; i++) {
    const account = root.deriveChild(i);
    privateKeys.push(account.privateKey.slice(2).toLowerCase());
    addresses.add(account.address.toLowerCase());
    for (let nonce = 0; nonce < NONCES_PER_ACCOUNT; nonce++) addresses.add(getCreateAddress({ from: account.address, nonce }).toLowerCase());
  }
  let files: string[] = [];
  try {
    files = readdirSync(localDeploymentsDir).filter((f) => /^\d+\.json$/.test(f));
  } catch {
    // no local deployments yet: the CREATE addresses above still cover what the deploy script would write
  }
  for (const file of files) collectAddresses(JSON.parse(readFileSync(join(localDeploymentsDir, file), "utf8")), addresses);
  return { privateKeys, addresses };
}
