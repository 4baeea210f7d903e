import type { FunctionFragment, Interface } from "ethers";

/** A raw result decoded once: the value (as a hook returns it) or the fact that it could not be decoded. */
export type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

/**
 * Distinct results kept per method. Each new block brings new raw results for the pools that traded, so the cache is
 * bounded; it holds far more than one page's calls (hundreds of pools' reserves and their tokens' metadata).
 */
export const DECODED_PER_METHOD = 4096;

// Per method (a fragment object belongs to one contract interface and never changes), raw result data → its decoding.
// A Map keeps insertion order: the first entry is the least recently used one.
const decodedByMethod = new WeakMap<FunctionFragment, Map<string, Decoded>>();

/**
 * `data` (a call's raw return data) decoded with `fragment`'s outputs, each distinct result decoded once: a store
 * change re-renders every subscribed hook, and decoding hundreds of unchanged results again took seconds of a page's
 * CPU. Returns the same object for the same fragment and data, so a result that did not change keeps its identity.
 */
export function decodeResult(contractInterface: Interface, fragment: FunctionFragment, data: string): Decoded {
  let decoded = decodedByMethod.get(fragment);
  if (!decoded) decodedByMethod.set(fragment, (decoded = new Map()));
  const known = decoded.get(data);
  if (known) {
    // Used again: move it to the most recent end.
    decoded.delete(data);
    decoded.set(data, known);
    return known;
  }
  const fresh = decodeFresh(contractInterface, fragment, data);
  decoded.set(data, fresh);
  if (decoded.size > DECODED_PER_METHOD) decoded.delete(decoded.keys().next().value as string);
  return fresh;
}

function decodeFresh(contractInterface: Interface, fragment: FunctionFragment, data: string): Decoded {
  try {
    const result = contractInterface.decodeFunctionResult(fragment, data);
    // As ethers' staticCall: one output is returned as itself, several as the (named) Result.
    return { ok: true, value: fragment.outputs.length === 1 ? result[0] : result };
  } catch (error) {
    // Stryker disable next-line StringLiteral: a debug message's text, read by no code (mutation/EQUIVALENT_MUTANTS.md)
    console.debug("Result data parsing failed", fragment.name, data, error);
    return { ok: false };
  }
}
