import type { Context } from "ponder:registry";
import { BYTES32_METADATA_ABI, ERC20_METADATA_ABI } from "../abis/pair";

/** Decimals a token may declare and still be shown (the app's own limit). */
const MAX_DECIMALS = 255;

/** A bytes32 text as the app decodes it: UTF-8, trailing NULs dropped; empty when not text. */
function bytes32Text(value: `0x${string}`): string {
  if (/^0x0{64}$/.test(value)) return "";
  try {
    const bytes = Uint8Array.from(value.slice(2).match(/../g) ?? [], (h) => parseInt(h, 16));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/\0+$/, "");
    return text.includes("\0") ? "" : text;
  } catch {
    return "";
  }
}

async function readText(context: Context, address: `0x${string}`, functionName: "symbol" | "name", blockNumber: bigint): Promise<string> {
  try {
    const text = await context.client.readContract({ abi: ERC20_METADATA_ABI, address, functionName, blockNumber });
    if (text.length > 0) return text;
  } catch {
    // Not a string: an old bytes32 token, or no such function.
  }
  try {
    return bytes32Text(await context.client.readContract({ abi: BYTES32_METADATA_ABI, address, functionName, blockNumber }));
  } catch {
    return "";
  }
}

/**
 * Symbol, name and decimals as the token's contract answers them at `blockNumber` (string or bytes32 text, like the
 * app's chain reads); decimals null when unreadable or beyond what the app shows.
 */
export async function readTokenMetadata(context: Context, address: `0x${string}`, blockNumber: bigint): Promise<{ symbol: string; name: string; decimals: number | null }> {
  const [symbol, name, decimals] = await Promise.all([
    readText(context, address, "symbol", blockNumber),
    readText(context, address, "name", blockNumber),
    context.client.readContract({ abi: ERC20_METADATA_ABI, address, functionName: "decimals", blockNumber }).catch(() => undefined),
  ]);
  return { symbol, name, decimals: decimals === undefined || decimals > MAX_DECIMALS ? null : decimals };
}
