import { validateAndParseAddress } from "./address.ts";
import { FACTORY_ADDRESS, INIT_CODE_HASH } from "./constants.ts";
import { bytesToHex, hexToBytes, keccak256 } from "./keccak.ts";
import type { Token } from "./token.ts";

const cache = new Map<string, string>();

/**
 * The CREATE2 address of the pair of two tokens: keccak256(0xff ++ factory ++ keccak256(token0 ++ token1) ++
 * initCodeHash)[12:], checksummed. Memoised, because best-trade search and every Pair construction ask for the
 * same few addresses over and over (re-hashing them is what makes @uniswap/v2-sdk slow).
 * @throws SdkError CHAIN_IDS / ADDRESSES from token ordering
 */
export function computePairAddress(factory: string, initCodeHash: string, tokenA: Token, tokenB: Token): string {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  const key = factory + initCodeHash + token0.sortKey + token1.sortKey;
  let address = cache.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent, recomputing gives an equal string (only slower) (mutation/EQUIVALENT_MUTANTS.md)
  if (address === undefined) {
    const salt = keccak256(hexToBytes(token0.sortKey + token1.sortKey.slice(2)));
    const preimage = new Uint8Array(85);
    preimage[0] = 0xff;
    preimage.set(hexToBytes(factory), 1);
    preimage.set(salt, 21);
    preimage.set(hexToBytes(initCodeHash), 53);
    address = validateAndParseAddress("0x" + bytesToHex(keccak256(preimage)).slice(26));
    cache.set(key, address);
  }
  return address;
}

/** Where a chain's pairs are deployed: the factory and the pair contract's init code hash. */
export interface PairAddressConfig {
  factory: string;
  initCodeHash: string;
}

/** Canonical Uniswap V2 (mainnet factory, canonical init code hash): used for any chain not configured. */
export const DEFAULT_PAIR_ADDRESS_CONFIG: PairAddressConfig = { factory: FACTORY_ADDRESS, initCodeHash: INIT_CODE_HASH };

const configs = new Map<number, PairAddressConfig>();

/** Registers the factory (and init code hash) of a chain; the app does this from its chain table at start. */
export function setPairAddressConfig(chainId: number, config: { factory: string; initCodeHash?: string }): void {
  configs.set(chainId, {
    factory: validateAndParseAddress(config.factory),
    initCodeHash: config.initCodeHash ?? INIT_CODE_HASH,
  });
}

/** The pair address configuration of a chain (the canonical one unless registered). */
export function pairAddressConfig(chainId: number): PairAddressConfig {
  return configs.get(chainId) ?? DEFAULT_PAIR_ADDRESS_CONFIG;
}
