import { id } from "ethers";
import type { RawLog } from "./types";

/** topic0 of the events the insight pages read (UniswapV2Pair, ERC-20, UniswapV2Factory). */
export const TOPICS = {
  transfer: id("Transfer(address,address,uint256)"),
  approval: id("Approval(address,address,uint256)"),
  swap: id("Swap(address,uint256,uint256,uint256,uint256,address)"),
  sync: id("Sync(uint112,uint112)"),
  mint: id("Mint(address,uint256,uint256)"),
  burn: id("Burn(address,uint256,uint256,address)"),
  pairCreated: id("PairCreated(address,address,address,uint256)"),
} as const;

export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/** An address as an indexed topic (left-padded to 32 bytes, lowercase). */
export function addressTopic(address: string): string {
  return `0x${address.toLowerCase().replace(/^0x/, "").padStart(64, "0")}`;
}

/** The address held in an indexed topic (lowercase). */
export function topicAddress(topic: string | undefined): string {
  return `0x${(topic ?? "").slice(-40).toLowerCase()}`;
}

/** The i-th 32-byte word of a log's data as a number; 0 when the data is shorter (never throws on odd logs). */
export function word(data: string, i: number): bigint {
  const hex = data.slice(2 + i * 64, 2 + (i + 1) * 64);
  return hex.length === 64 ? BigInt(`0x${hex}`) : 0n;
}

interface SwapEvent {
  pair: string;
  sender: string;
  to: string;
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}

export function decodeSwap(log: RawLog): SwapEvent {
  return {
    pair: log.address,
    sender: topicAddress(log.topics[1]),
    to: topicAddress(log.topics[2]),
    amount0In: word(log.data, 0),
    amount1In: word(log.data, 1),
    amount0Out: word(log.data, 2),
    amount1Out: word(log.data, 3),
  };
}

export function decodeSync(log: RawLog): { reserve0: bigint; reserve1: bigint } {
  return { reserve0: word(log.data, 0), reserve1: word(log.data, 1) };
}

/** Transfer and Approval share a shape: two indexed addresses and an amount. */
export function decodeTransfer(log: RawLog): { token: string; from: string; to: string; value: bigint } {
  return { token: log.address, from: topicAddress(log.topics[1]), to: topicAddress(log.topics[2]), value: word(log.data, 0) };
}

export function decodeBurn(log: RawLog): { pair: string; amount0: bigint; amount1: bigint; to: string } {
  return { pair: log.address, amount0: word(log.data, 0), amount1: word(log.data, 1), to: topicAddress(log.topics[2]) };
}

export interface PairInfo {
  pair: string;
  token0: string;
  token1: string;
}

export function decodePairCreated(log: RawLog): PairInfo {
  return { token0: topicAddress(log.topics[1]), token1: topicAddress(log.topics[2]), pair: topicAddress(`0x${log.data.slice(2, 66)}`) };
}
