// By path, not through the sdk index: ethers imports this module, and web/vite.config.mts keeps what ethers imports
// out of the first-paint chunk that holds the sdk index (the two chunks would import each other).
import { keccak256 } from "@/sdk/keccak";

/**
 * ethers hashes with @noble/hashes' keccak_256 (crypto/keccak.js), which brings ~2.4 KB gzipped of hashing
 * code into the first paint beside the sdk's own Keccak-256 (address checksums, pair addresses). In the
 * web build (web/vite.config.mts) ethers' import of "@noble/hashes/sha3" resolves to this module, so the
 * app ships one Keccak. ethers only calls `keccak_256(bytes)`; the sdk function has that shape and is
 * checked against the real package in sdkKeccak.test.ts.
 */
export function keccak_256(data: Uint8Array): Uint8Array {
  return keccak256(data);
}
