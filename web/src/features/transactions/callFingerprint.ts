import { id } from "ethers";

/**
 * One hash for a transaction's destination and calldata. A replacement with the same fingerprint (and nonce) is the
 * same action sent again at a higher fee ("speed up"), which the app follows; any other is a different action.
 */
export function callFingerprint(to: string | null | undefined, data: string | null | undefined): string {
  return id(`${(to ?? "").toLowerCase()}:${(data ?? "0x").toLowerCase()}`);
}
