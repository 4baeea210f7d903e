/**
 * Wallets disagree on how they report a chain id: EIP-1193 says a hex string ('0x87a23'), some send a
 * decimal string, and the headless test wallet sends a plain number on `chainChanged`. One parser for all,
 * so a quirk never turns 555555 into 0x555555.
 */
export function parseChainId(chainId: unknown): number {
  if (typeof chainId === "number" && Number.isSafeInteger(chainId) && chainId > 0) return chainId;
  if (typeof chainId === "bigint" && chainId > 0n) return Number(chainId);
  if (typeof chainId === "string") {
    const text = chainId.trim();
    const parsed = /^0x[0-9a-f]+$/i.test(text) ? Number.parseInt(text, 16) : /^[0-9]+$/.test(text) ? Number(text) : NaN;
    if (Number.isSafeInteger(parsed) && parsed > 0) return parsed;
  }
  throw new Error(`Invalid chain id: ${String(chainId)}`);
}

export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}
