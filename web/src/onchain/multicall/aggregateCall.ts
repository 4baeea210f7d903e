import { MULTICALL_INTERFACE } from "../contracts/abis";
import type { Call } from "./callKeys";

/**
 * The call data of the Multicall's `tryBlockAndAggregate(false, calls)`, written straight as hex text: the ABI layout
 * of `(bool requireSuccess, (address target, bytes callData)[] calls)`. ethers' ABI encoder took 130–570 ms of a
 * loaded page's CPU for one chunk of 400 calls (a pool list's tokens), on the way to every large read of a cold page;
 * this is the counterpart of decodeAggregateResult. Throws on an address or call data that is not hex of the right
 * shape (the encoder would too).
 */
const SELECTOR = MULTICALL_INTERFACE.getFunction("tryBlockAndAggregate")!.selector.slice(2);
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;

/** A number as one 32-byte word of hex. */
const word = (value: number): string => value.toString(16).padStart(64, "0");

export function encodeAggregateCall(calls: readonly Call[]): string {
  const tuples: string[] = [];
  const offsets: string[] = [];
  // Each tuple's offset counts from the first word after the array's length: past the n offsets, then the tuples before.
  let offset = calls.length * 32;
  for (const { address, callData } of calls) {
    if (!ADDRESS.test(address)) throw new Error(`Multicall target is not an address: ${address}`);
    if (!HEX_BYTES.test(callData)) throw new Error(`Multicall call data is not hex bytes: ${callData}`);
    const data = callData.slice(2).toLowerCase();
    const bytes = data.length / 2;
    const padded = data.padEnd(Math.ceil(bytes / 32) * 64, "0");
    // address, the bytes' offset inside the tuple (after its two head words), their length, the bytes padded to words.
    tuples.push(`${address.slice(2).toLowerCase().padStart(64, "0")}${word(64)}${word(bytes)}${padded}`);
    offsets.push(word(offset));
    offset += 96 + padded.length / 2;
  }
  // requireSuccess = false, the array's offset (after the two head words), its length, the offsets, the tuples.
  return `0x${SELECTOR}${word(0)}${word(64)}${word(calls.length)}${offsets.join("")}${tuples.join("")}`;
}
