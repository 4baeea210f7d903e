import { validateAndParseAddress, type Address } from "./address.ts";
import { BaseCurrency } from "./baseCurrency.ts";
import { ChainId } from "./constants.ts";
import { invariant } from "./errors.ts";

export interface TokenTag {
  id: string;
  name: string;
  description: string;
}

/**
 * An ERC-20 token: a currency at a checksummed address on one chain. Two tokens are equal when chain and address
 * are equal, whatever the metadata.
 */
export class Token extends BaseCurrency {
  readonly isNative = false as const;
  readonly isToken = true as const;
  readonly address: Address;
  readonly logoURI?: string;
  readonly tags?: readonly TokenTag[];
  /** Lowercase address: the pair sort order is defined on it. */
  readonly sortKey: string;

  constructor(
    chainId: number,
    address: string,
    decimals: number,
    symbol?: string,
    name?: string,
    extra?: { logoURI?: string; tags?: readonly TokenTag[] },
  ) {
    super(chainId, decimals, symbol, name);
    this.address = validateAndParseAddress(address);
    this.sortKey = this.address.toLowerCase();
    this.logoURI = extra?.logoURI;
    this.tags = extra?.tags;
  }

  equals(other: BaseCurrency): boolean {
    return other instanceof Token && this.chainId === other.chainId && this.address === other.address;
  }

  /**
   * True if this token's address sorts before the other's (pair token0/token1 order).
   * Tokens must be on the same chain and have different addresses, except on chain 3344 (PC), where the
   * different-address check is not made: comparing a token with itself there answers false instead of throwing
   * ADDRESSES (a product rule with no recorded reason). The same-chain check always holds.
   * @throws SdkError CHAIN_IDS, ADDRESSES
   */
  sortsBefore(other: Token): boolean {
    invariant(this.chainId === other.chainId, "CHAIN_IDS");
    invariant(this.chainId === ChainId.PC || this.sortKey !== other.sortKey, "ADDRESSES");
    return this.sortKey < other.sortKey;
  }

  get wrapped(): Token {
    return this;
  }
}
