import { defineConfig } from "vitest/config";
import { WEB_SRC_ALIAS } from "../web/srcAlias";

/**
 * The unit tests as Stryker runs them, once per mutant, limited to the tests of the code under mutation (the
 * jsdom component tests elsewhere cannot kill these mutants and only slow every run). The sdk's differential test
 * is left out: it compares tens of thousands of seeded cases with @uniswap/v2-sdk and takes ~20 s, which per
 * surviving mutant would make a run last hours on a two-core machine; the unit tests must kill mutants on their own.
 */
export function mutationVitestConfig(include: string[]) {
  return defineConfig({
    resolve: { alias: [WEB_SRC_ALIAS] },
    test: {
      include,
      // The indexer's differential test starts two chains and a Ponder indexer of its own (minutes, fixed ports).
      exclude: ["web/src/sdk/differential.test.ts", "**/*.indexer.test.ts", "**/node_modules/**"],
      environment: "node",
      // Mutants can make code slower (a loop bound flipped); a timeout here is a killed mutant, not a flaky test.
      testTimeout: 30_000,
    },
  });
}
