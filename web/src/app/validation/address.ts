import { validateAndParseAddress } from "../../sdk/address";

/**
 * An address is 0x plus 40 hex characters with a valid checksum (all-lower or all-upper
 * hex carries no checksum and is accepted). Returns the checksummed form, or false.
 * Uses the sdk's keccak rather than ethers so route and link checks stay out of the ethers bundle.
 */
export function isAddress(value: unknown): string | false {
  if (typeof value !== "string") return false;
  try {
    return validateAndParseAddress(value);
  } catch {
    return false;
  }
}
