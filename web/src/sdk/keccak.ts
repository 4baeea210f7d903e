/**
 * Keccak-256 (the Ethereum variant, padding 0x01) on 32-bit halves of the 64-bit lanes. Written here instead of
 * importing ethers so the library stays dependency-free and small in the bundle; it is only used for address
 * checksums and CREATE2 pair addresses, both memoised by their callers.
 */

const RATE = 136; // bytes absorbed per permutation for a 256-bit output
const PI: number[] = []; // lane visiting order of the rho-pi step, as indices into the 50-word state
const ROT: number[] = []; // rotation of each visited lane
const RC_LO = new Uint32Array(24);
const RC_HI = new Uint32Array(24);

// Derive the permutation tables once (FIPS 202, §3.2) rather than hard-coding 72 magic numbers.
for (let round = 0, r = 1, x = 1, y = 0; round < 24; round++) {
  [x, y] = [y, (2 * x + 3 * y) % 5];
  PI.push(2 * (5 * y + x));
  ROT.push((((round + 1) * (round + 2)) / 2) % 64);
  for (let j = 0; j < 7; j++) {
    r = ((r << 1) ^ ((r >> 7) * 0x71)) & 0xff;
    if (r & 2) {
      const bit = (1 << j) - 1;
      if (bit < 32) RC_LO[round] ^= 1 << bit;
      else RC_HI[round] ^= 1 << (bit - 32);
    }
  }
}

const C = new Uint32Array(10);

function permute(s: Uint32Array): void {
  for (let round = 0; round < 24; round++) {
    // theta
    // Stryker disable next-line EqualityOperator: equivalent, x = 10 only writes C[10], past the end of the typed array, which is ignored (mutation/EQUIVALENT_MUTANTS.md)
    for (let x = 0; x < 10; x++) C[x] = s[x] ^ s[x + 10] ^ s[x + 20] ^ s[x + 30] ^ s[x + 40];
    for (let x = 0; x < 10; x += 2) {
      const i1 = (x + 8) % 10;
      const i2 = (x + 2) % 10;
      const lo = C[i2];
      const hi = C[i2 + 1];
      const dLo = ((lo << 1) | (hi >>> 31)) ^ C[i1];
      const dHi = ((hi << 1) | (lo >>> 31)) ^ C[i1 + 1];
      // Stryker disable next-line EqualityOperator: equivalent, y = 50 only reaches past the end of the 50-word state, where reads give undefined and writes are ignored (mutation/EQUIVALENT_MUTANTS.md)
      for (let y = 0; y < 50; y += 10) {
        s[x + y] ^= dLo;
        s[x + y + 1] ^= dHi;
      }
    }
    // rho and pi
    let curLo = s[2];
    let curHi = s[3];
    // Stryker disable next-line EqualityOperator: equivalent, t = 24 reads ROT[24] and PI[24] (undefined) and writes s[undefined], a named property outside the state (mutation/EQUIVALENT_MUTANTS.md)
    for (let t = 0; t < 24; t++) {
      const n = ROT[t];
      let lo: number;
      let hi: number;
      // Stryker disable next-line EqualityOperator: equivalent, no rotation offset is 32 (ROT holds 1, 3, 6, … 44) (mutation/EQUIVALENT_MUTANTS.md)
      if (n < 32) {
        lo = (curLo << n) | (curHi >>> (32 - n));
        hi = (curHi << n) | (curLo >>> (32 - n));
      } else {
        // No offset in ROT is 32, so m is 1…31 and neither shift below is by 0 or 32.
        // Stryker disable next-line ArithmeticOperator: equivalent, shift counts are taken mod 32, so n + 32 shifts as n - 32 does, and neither is 0 (no offset is 32) (mutation/EQUIVALENT_MUTANTS.md)
        const m = n - 32;
        lo = (curHi << m) | (curLo >>> (32 - m));
        hi = (curLo << m) | (curHi >>> (32 - m));
      }
      const p = PI[t];
      curLo = s[p];
      curHi = s[p + 1];
      s[p] = lo;
      s[p + 1] = hi;
    }
    // chi
    // Stryker disable next-line EqualityOperator: equivalent, y = 50 reads past the state's end (0 into the scratch C, rewritten before its next read) and writes there (ignored) (mutation/EQUIVALENT_MUTANTS.md)
    for (let y = 0; y < 50; y += 10) {
      // Stryker disable next-line EqualityOperator: equivalent, x = 10 only writes C[10], past the end of the typed array, which is ignored (mutation/EQUIVALENT_MUTANTS.md)
      for (let x = 0; x < 10; x++) C[x] = s[y + x];
      for (let x = 0; x < 10; x++) s[y + x] ^= ~C[(x + 2) % 10] & C[(x + 4) % 10];
    }
    // iota
    s[0] ^= RC_LO[round];
    s[1] ^= RC_HI[round];
  }
}

/** keccak256 of the given bytes. */
export function keccak256(data: Uint8Array): Uint8Array {
  const state = new Uint32Array(50);
  const bytes = new Uint8Array(state.buffer); // little-endian view: lane byte k of lane i is bytes[8i + k]
  let offset = 0;
  for (; offset + RATE <= data.length; offset += RATE) {
    for (let i = 0; i < RATE; i++) bytes[i] ^= data[offset + i];
    permute(state);
  }
  const rest = data.length - offset;
  // Stryker disable next-line EqualityOperator: equivalent, i = rest reads data[data.length], undefined, and b ^ undefined is b (mutation/EQUIVALENT_MUTANTS.md)
  for (let i = 0; i < rest; i++) bytes[i] ^= data[offset + i];
  bytes[rest] ^= 0x01;
  bytes[RATE - 1] ^= 0x80;
  permute(state);
  return bytes.slice(0, 32);
}

const HEX = "0123456789abcdef";

export function bytesToHex(bytes: Uint8Array): string {
  let out = "0x";
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i] >> 4] + HEX[bytes[i] & 15];
  return out;
}

/** Parses a 0x-prefixed hex string (even length) into bytes. */
export function hexToBytes(hex: string): Uint8Array {
  const body = hex.startsWith("0x") ? hex.slice(2) : hex;
  const out = new Uint8Array(body.length >> 1);
  // Stryker disable next-line EqualityOperator: equivalent, i = out.length only writes past the end of the typed array, which is ignored (mutation/EQUIVALENT_MUTANTS.md)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(body.substr(i * 2, 2), 16);
  return out;
}
