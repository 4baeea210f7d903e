import { keccak256 } from "./keccak.ts";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const encoder = new TextEncoder();
const checksummed = new Map<string, string>();

declare const ADDRESS_BRAND: unique symbol;

/**
 * A checksummed address. Only validateAndParseAddress (throws) and parseAddress (undefined) make one, so
 * addresses entering from outside (URL, storage, user input, token lists, deployment records, build variables)
 * are parsed at the boundary, code holding an Address never re-checks it, and a raw string cannot be passed
 * where one is required.
 */
export type Address = string & { readonly [ADDRESS_BRAND]: true };

/** EIP-55 checksum of a lowercase 40-hex-digit body (memoised: the same addresses come back all the time). */
function checksumLower(lower: string): string {
  let cached = checksummed.get(lower);
  // Stryker disable next-line ConditionalExpression: equivalent, recomputing gives an equal string (only slower) (mutation/EQUIVALENT_MUTANTS.md)
  if (cached === undefined) {
    const hash = keccak256(encoder.encode(lower));
    cached = "0x";
    for (let i = 0; i < 40; i++) {
      const nibble = (hash[i >> 1] >> (i & 1 ? 0 : 4)) & 15;
      cached += nibble >= 8 ? lower[i].toUpperCase() : lower[i];
    }
    checksummed.set(lower, cached);
  }
  return cached;
}

/**
 * Returns the checksummed form of an address. All-lowercase and all-uppercase input is accepted (it carries no
 * checksum); mixed case must already be the correct checksum.
 * @throws Error "<address> is not a valid address." or "<address> is not checksummed."
 */
export function validateAndParseAddress(address: string): Address {
  if (typeof address !== "string" || !ADDRESS.test(address)) throw new Error(`${address} is not a valid address.`);
  const body = address.slice(2);
  const result = checksumLower(body.toLowerCase());
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixedCase && result !== address) throw new Error(`${address} is not checksummed.`);
  // The brand is attached only here, after validation.
  return result as Address;
}

/** validateAndParseAddress without the throw: the checksummed form, or undefined for anything that is not an address. */
export function parseAddress(value: unknown): Address | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return validateAndParseAddress(value);
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined;
  }
}
