import { parseAddress, type Address } from "@/sdk";

/**
 * An address is 0x plus 40 hex characters with a valid checksum (all-lower or all-upper
 * hex carries no checksum and is accepted). Returns the checksummed, branded form, or false.
 * Uses the sdk's keccak rather than ethers so route and link checks stay out of the ethers bundle.
 */
export function isAddress(value: unknown): Address | false {
  return parseAddress(value) ?? false;
}
