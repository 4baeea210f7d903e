// Mutation testing of the multicall layer's pure parts and hooks: the aggregate call's encoder and answer's decoder, the
// decoded-result cache, the stored results as hooks see them, the call states, the hooks that subscribe calls, which
// calls are due (outdatedKeys), which started fetches the updater keeps (startedFetches) and the first reads sent at
// once (firstReads).
// Each mutant runs only the multicall unit tests (mutation/vitest.multicall.config.ts): a few seconds per mutant.
import { strykerConfig } from "./base.config.mjs";

export default {
  ...strykerConfig("multicall", [
    "web/src/onchain/multicall/aggregateCall.ts",
    "web/src/onchain/multicall/aggregateResult.ts",
    "web/src/onchain/multicall/decodedResults.ts",
    "web/src/onchain/multicall/resultViews.ts",
    "web/src/onchain/multicall/callState.ts",
    "web/src/onchain/multicall/hooks.ts",
    "web/src/onchain/multicall/outdatedKeys.ts",
    "web/src/onchain/multicall/startedFetches.ts",
    "web/src/onchain/multicall/firstReads.ts",
  ]),
  // No TypeScript checker: on these machines it cost minutes per file before the first mutant ran. A mutant that would
  // not compile still runs its tests (vitest strips types), so it counts as killed or survived like any other.
  checkers: [],
  // Solidity build records and Hardhat's cache: no test reads them, and a deploy running beside Stryker rewrites them
  // while the sandbox is copied (ENOENT).
  ignorePatterns: ["artifacts/build-info", "cache"],
};
