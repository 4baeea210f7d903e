// Mutation testing of the exchange math and trade search (goal: score >= 90 %).
import { strykerConfig } from "./base.config.mjs";

export default {
  ...strykerConfig("sdk", ["web/src/sdk/**/*.ts", "!web/src/sdk/**/*.test.ts", "!web/src/sdk/testRandom.ts", "!web/src/sdk/testPairs.ts", "!web/src/sdk/testRegistries.ts", "!web/src/sdk/index.ts"]),
  thresholds: { high: 90, low: 90, break: 90 },
};
