import { defineConfig } from "vitest/config";

// Unit tests live beside the code they test (web/src/**/x.test.ts). Pure code runs in Node; a test that
// needs a DOM opts in with a `// @vitest-environment jsdom` comment at its top.
export default defineConfig({
  test: {
    include: ["web/src/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
