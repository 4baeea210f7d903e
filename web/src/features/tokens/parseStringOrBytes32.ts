import { toUtf8String } from "ethers";

const BYTES32_REGEX = /^0x[a-fA-F0-9]{64}$/;

/**
 * A token's name or symbol from string() and bytes32() reads (old tokens such as MKR return bytes32).
 * The bytes32 form is decoded only when it is 0x + 64 hex digits and not all zero.
 */
export function parseStringOrBytes32(str: string | undefined, bytes32: string | undefined, defaultValue: string): string {
  if (str && str.length > 0) return str;
  if (bytes32 && BYTES32_REGEX.test(bytes32) && !/^0x0{64}$/.test(bytes32)) {
    try {
      const decoded = toUtf8String(bytes32).replace(/\0+$/, "");
      if (decoded.length > 0 && !decoded.includes("\0")) return decoded;
    } catch {
      // not UTF-8: fall through to the default
    }
  }
  return defaultValue;
}
