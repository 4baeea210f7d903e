/**
 * The answer of the Multicall's tryBlockAndAggregate, `(uint256 blockNumber, bytes32 blockHash, (bool success, bytes
 * returnData)[] results)`, read straight off its hex text in one pass. ethers' ABI decoder copies the rest of the
 * data for every dynamic element it reads (a sub-reader per element), so a chunk of n results cost n copies of the
 * whole answer: with hundreds of calls per chunk that took seconds of a page's CPU, most of Explore's cold visit.
 * Throws on an answer that is not well formed (an offset or length out of bounds, a bool that is not 0 or 1).
 */
export interface AggregateResult {
  blockNumber: bigint;
  /** Per call, in order: its return data, or null when it reverted. */
  results: (string | null)[];
}

const WORD = 64; // hex characters in one 32-byte word

export function decodeAggregateResult(data: string): AggregateResult {
  // A plain character class and an even length: a capturing group per byte takes seconds on a multi-megabyte answer.
  if (typeof data !== "string" || data.length % 2 !== 0 || !/^0x[0-9a-fA-F]*$/.test(data)) throw new Error("Multicall answer is not hex data");
  const hex = data.slice(2).toLowerCase();
  const bytes = hex.length / 2;
  const wordAt = (byte: number): string => {
    if (byte + 32 > bytes) throw new Error(`Multicall answer too short: a word at byte ${byte} of ${bytes}`);
    return hex.slice(byte * 2, byte * 2 + WORD);
  };
  // An offset or a length: a number that must leave the data in bounds (checked where it is used).
  const sizeAt = (byte: number): number => {
    const value = BigInt(`0x${wordAt(byte)}`);
    // Stryker disable next-line EqualityOperator: an offset or a length equal to the answer's size leaves no room for what it points at, so the read after it refuses the answer as well (mutation/EQUIVALENT_MUTANTS.md)
    if (value > BigInt(bytes)) throw new Error(`Multicall answer has an offset or length past its end at byte ${byte}`);
    return Number(value);
  };

  const blockNumber = BigInt(`0x${wordAt(0)}`);
  const array = sizeAt(64);
  const count = sizeAt(array);
  const heads = array + 32;
  // Stryker disable next-line ArrayDeclaration: sized up front only to spare growing it; every index is set below (mutation/EQUIVALENT_MUTANTS.md)
  const results = new Array<string | null>(count);
  for (let i = 0; i < count; i++) {
    const tuple = heads + sizeAt(heads + i * 32);
    const success = wordAt(tuple);
    const flag = BigInt(`0x${success}`);
    if (flag > 1n) throw new Error(`Multicall answer has a bool that is neither 0 nor 1 at byte ${tuple}`);
    const returned = tuple + sizeAt(tuple + 32);
    const length = sizeAt(returned);
    if (returned + 32 + length > bytes) throw new Error(`Multicall answer's result ${i} runs past its end`);
    results[i] = flag === 1n ? `0x${hex.slice((returned + 32) * 2, (returned + 32 + length) * 2)}` : null;
  }
  return { blockNumber, results };
}
