/** Seeded random numbers for the sdk's differential tests and benchmarks (mulberry32: small and reproducible). */
export class SeededRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
  /** Uniform bigint in [0, 2^bits). */
  bits(bits: number): bigint {
    let value = 0n;
    for (let done = 0; done < bits; done += 32) value = (value << 32n) | BigInt(Math.floor(this.next() * 4294967296));
    return value & ((1n << BigInt(bits)) - 1n);
  }
  /** Bigint in [1, 2^maxBits) spread over magnitudes: a random bit length first, then random bits. */
  magnitude(maxBits: number): bigint {
    const length = this.int(1, maxBits);
    return (1n << BigInt(length - 1)) | this.bits(length - 1);
  }
  /** A random lowercase 20-byte address. */
  address(): string {
    let hex = "";
    for (let i = 0; i < 40; i++) hex += this.int(0, 15).toString(16);
    return "0x" + hex;
  }
}
