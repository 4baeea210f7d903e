import { getAddress } from "ethers";

/**
 * Spec §5: an address is 0x plus 40 hex characters with a valid checksum (all-lower or all-upper
 * hex carries no checksum and is accepted). Returns the checksummed form, or false.
 */
export function isAddress(value: unknown): string | false {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  try {
    return getAddress(value);
  } catch {
    return false;
  }
}
