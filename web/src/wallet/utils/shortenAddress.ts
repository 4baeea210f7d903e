import { validateAndParseAddress } from "@/sdk";

/**
 * An address is displayed as 0x + its first 4 and last 4 hex digits (checksummed).
 * Anything that is not an address throws, so a bad value is never silently shown as if it were one.
 */
export function shortenAddress(address: string, chars = 4): string {
  let checksummed: string;
  try {
    checksummed = validateAndParseAddress(address);
  } catch {
    throw new Error(`Invalid 'address' parameter '${address}'.`);
  }
  return `${checksummed.substring(0, chars + 2)}...${checksummed.substring(42 - chars)}`;
}
