import { defineConfig } from "vitest/config";
import { WEB_SRC_ALIAS } from "./web/srcAlias.ts";

// Unit tests live beside the code they test (web/src/**/x.test.ts). Pure code runs in Node; a test that
// needs a DOM opts in with a `// @vitest-environment jsdom` comment at its top.
export default defineConfig({
  resolve: { alias: [WEB_SRC_ALIAS] },
  test: {
    environment: "node",
    // Several tests talk to a real Hardhat node or render React: on a busy 2-core machine one of them can take
    // seconds. The 5 s default turned that into failures; a test that truly hangs still fails, after a minute.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores, which is a single worker on the 2-core machines the
    // suite runs on: half the machine sat idle. Two workers plus the main process fill it; the chain tests wait on
    // their nodes more than they compute. Process forks, not threads: pipeline.chain.test.ts hangs in a worker thread.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "logic",
          include: ["web/src/**/*.test.ts", "indexer/test/**/*.test.ts"],
          exclude: ["web/src/**/*.indexer.test.ts", "indexer/test/**/*.indexer.test.ts"],
          // A worker keeps the modules it imported for its next test file instead of importing them afresh per
          // file: the unit suite took 82 s instead of 117 s. So a test that changes module state (a registry such
          // as setWrappedNative, a cache) must put it back when it ends (sdk/testRegistries.ts); no test mocks
          // modules (vi.mock).
          isolate: false,
        },
      },
      {
        extends: true,
        // React components in jsdom stay isolated: a lazy import a component starts (the wallet modal's preload)
        // can still be loading when its file ends, and must not land in the next file's environment (shared, in a
        // shuffled order the chain layer's test failed). Isolated in worker threads rather than forked processes:
        // each file still loads jsdom (0.7 s) and React afresh, but not a whole Node process; the unit suite took
        // 69 / 63 / 64 s and 106–117 CPU-s so, against 76 / 66 s and 112–132 CPU-s forked, runs back to back.
        test: {
          name: "components",
          include: ["web/src/**/*.test.tsx"],
          setupFiles: ["web/src/ui/testingLibrarySetup.ts"],
          pool: "threads",
        },
      },
      {
        extends: true,
        // The indexer against the chain (indexerSource/indexerParity.indexer.test.ts): two Hardhat chains and a Ponder
        // indexer of its own, in its own process (it points the app's chain table at its chains before importing it).
        // The production mode (indexer/test/productionResume.indexer.test.ts): PostgreSQL, a kill -9 and a resume.
        test: { name: "indexer", include: ["web/src/**/*.indexer.test.ts", "indexer/test/**/*.indexer.test.ts"], pool: "forks" },
      },
      {
        extends: true,
        // Checks of the repository itself (workflows, the Vite config's loading, the Node version files).
        test: { name: "repository", include: ["test/repository/**/*.test.ts"] },
      },
    ],
  },
});
