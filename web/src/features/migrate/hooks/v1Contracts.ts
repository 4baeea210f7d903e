import { ZeroAddress } from "ethers";
import type { IV1Exchange } from "../../../../../typechain-types";
import { V1_EXCHANGE_INTERFACE } from "@/onchain/hooks";
import { contractAt } from "@/onchain/hooks";
import { parseAddress, Token } from "@/sdk";

/** A V1 exchange handle for multicall reads (typed, not connected), undefined for an invalid address. */
export function v1ExchangeContract(address: string | undefined) {
  const exchange = parseAddress(address);
  return exchange ? contractAt<IV1Exchange>(V1_EXCHANGE_INTERFACE, exchange) : undefined;
}

/** An address read from the chain, undefined when missing or the zero address (no exchange / no token). */
export function nonZeroAddress(value: unknown): string | undefined {
  const address = parseAddress(value);
  return address !== ZeroAddress ? address : undefined;
}

/** A V1 exchange's pool token (18 decimals, like every V1 exchange). */
export function v1LiquidityToken(chainId: number, exchange: string): Token {
  return new Token(chainId, exchange, 18, "UNI-V1", "Uniswap V1");
}
