import { PairState } from "@/onchain/hooks";
import type { PairLookup } from "../logic/findOutcome";

/** The chain layer's PairState as the pure logic's string form. */
export function pairLookup(state: PairState): PairLookup {
  switch (state) {
    case PairState.LOADING:
      return "LOADING";
    case PairState.NOT_EXISTS:
      return "NOT_EXISTS";
    case PairState.EXISTS:
      return "EXISTS";
    default:
      return "INVALID";
  }
}
