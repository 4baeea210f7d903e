/**
 * ENS contenthash (EIP-1577) → ipfs:// / ipns:// URI. Only the two codecs a token list can live behind are
 * decoded, so a few lines of varint + CID + base58 replace the content-hash/cids/multicodec dependency tree.
 */

/** Multicodec codes (https://github.com/multiformats/multicodec/blob/master/table.csv). */
const IPFS_NS = 0xe3;
const IPNS_NS = 0xe5;
const IDENTITY_MULTIHASH = 0x00;
const SHA2_256 = 0x12;

export function hexToUint8Array(hex: string): Uint8Array {
  const digits = hex.startsWith("0x") || hex.startsWith("0X") ? hex.slice(2) : hex;
  if (digits.length % 2 !== 0) throw new Error("hex must have length that is multiple of 2");
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new Error("Invalid hex");
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Unsigned LEB128 varint as used by multiformats; returns the value and the offset after it. */
export function readVarint(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  for (let i = offset; i < bytes.length && shift < 49; i++) {
    const byte = bytes[i];
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, i + 1];
    shift += 7;
  }
  throw new Error("Invalid varint");
}

const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

export function base58btc(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i];
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j] << 8;
      digits[j] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = (carry / 58) | 0;
    }
  }
  let out = "1".repeat(zeros);
  for (let i = digits.length - 1; i >= 0; i--) out += BASE58_ALPHABET[digits[i]];
  return out;
}

interface Multihash {
  code: number;
  digest: Uint8Array;
  /** The whole multihash (code + length + digest), what a CIDv0 / base58 name encodes. */
  bytes: Uint8Array;
}

function readMultihash(bytes: Uint8Array, offset: number): Multihash {
  const [code, afterCode] = readVarint(bytes, offset);
  const [length, afterLength] = readVarint(bytes, afterCode);
  if (afterLength + length !== bytes.length) throw new Error("Invalid multihash length");
  return { code, digest: bytes.slice(afterLength), bytes: bytes.slice(offset) };
}

/** A CIDv0 is a bare sha2-256 multihash; a CIDv1 is version 1, a content codec, then a multihash. */
function readCidMultihash(cid: Uint8Array): Multihash {
  if (cid.length === 34 && cid[0] === SHA2_256 && cid[1] === 32) return readMultihash(cid, 0);
  const [version, afterVersion] = readVarint(cid, 0);
  if (version !== 1) throw new Error(`Unsupported CID version ${version}`);
  const [, afterContentCodec] = readVarint(cid, afterVersion);
  return readMultihash(cid, afterContentCodec);
}

export function contenthashToUri(contenthash: string): string {
  const bytes = hexToUint8Array(contenthash);
  if (bytes.length === 0) throw new Error("Unrecognized codec");
  const [codec, afterCodec] = readVarint(bytes, 0);
  const multihash = () => readCidMultihash(bytes.slice(afterCodec));
  switch (codec) {
    case IPFS_NS:
      return `ipfs://${base58btc(multihash().bytes)}`;
    case IPNS_NS: {
      const hash = multihash();
      // An identity multihash carries a DNSLink name such as app.uniswap.org in plain text.
      if (hash.code === IDENTITY_MULTIHASH) return `ipns://${new TextDecoder().decode(hash.digest).trim()}`;
      return `ipns://${base58btc(hash.bytes)}`;
    }
    default:
      throw new Error("Unrecognized codec");
  }
}
