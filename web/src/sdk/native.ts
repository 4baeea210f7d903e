import { BaseCurrency } from "./baseCurrency.ts";
import { ChainId } from "./constants.ts";
import { invariant } from "./errors.ts";
import { Token } from "./token.ts";

/** A chain's native coin (ETH, PEN, PC, OAS): 18 decimals, traded in pairs through its wrapped token. */
export class NativeCurrency extends BaseCurrency {
  readonly isNative = true as const;
  readonly isToken = false as const;

  constructor(chainId: number, symbol: string, name: string) {
    super(chainId, 18, symbol, name);
  }

  equals(other: BaseCurrency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }

  /** @throws SdkError CHAIN_ID when no wrapped token is registered for this chain */
  get wrapped(): Token {
    const token = WRAPPED_NATIVE[this.chainId];
    invariant(token, "CHAIN_ID");
    return token;
  }
}

/** Symbol and name of each chain's native coin. Chains not listed get ETH. */
const NATIVE_NAMES: Record<number, [symbol: string, name: string]> = {
  [ChainId.PEN]: ["PEN", "PEN"],
  [ChainId.PC]: ["PC", "PC"],
  [ChainId.CHAINVERSE]: ["OAS", "OAS"],
};

const WETH_MAINNET = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const WETH_TESTNET = "0xc778417E063141139Fce010982780140Aa0cD5Ab";

/** WETH on mainnet, ropsten and rinkeby: well-known addresses. */
export const WETH: Record<number, Token> = {
  [ChainId.MAINNET]: new Token(ChainId.MAINNET, WETH_MAINNET, 18, "WETH", "Wrapped Ether"),
  [ChainId.ROPSTEN]: new Token(ChainId.ROPSTEN, WETH_TESTNET, 18, "WETH", "Wrapped Ether"),
  [ChainId.RINKEBY]: new Token(ChainId.RINKEBY, WETH_TESTNET, 18, "WETH", "Wrapped Ether"),
};

/**
 * Wrapped token of each chain's native coin. WETH is built in; WPEN, WPC and WOAS are deployed by us, so the app
 * registers them from its chain table (deployments/<chainId>.json) with setWrappedNative before trading.
 */
export const WRAPPED_NATIVE: Record<number, Token | undefined> = { ...WETH };

/** Registers the wrapped native token of a chain (e.g. WPEN on 555555). */
export function setWrappedNative(token: Token): void {
  WRAPPED_NATIVE[token.chainId] = token;
}

/** Builds the wrapped native token for a chain from its address, with the conventional W-prefixed symbol. */
export function wrappedNativeToken(chainId: number, address: string): Token {
  const [symbol, name] = NATIVE_NAMES[chainId] ?? ["ETH", "Ether"];
  return new Token(chainId, address, 18, `W${symbol}`, `Wrapped ${name}`);
}

const natives = new Map<number, NativeCurrency>();

/** The native coin of a chain (one instance per chain). */
export function nativeOnChain(chainId: number): NativeCurrency {
  let native = natives.get(chainId);
  if (!native) {
    const [symbol, name] = NATIVE_NAMES[chainId] ?? ["ETH", "Ether"];
    native = new NativeCurrency(chainId, symbol, name);
    natives.set(chainId, native);
  }
  return native;
}

export const ETHER = nativeOnChain(ChainId.MAINNET);
export const PEN = nativeOnChain(ChainId.PEN);
export const PC = nativeOnChain(ChainId.PC);
export const OAS = nativeOnChain(ChainId.CHAINVERSE);
