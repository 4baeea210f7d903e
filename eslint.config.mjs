import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["node_modules", "artifacts", "cache", "typechain-types", "web/dist", "dist", "dist-node", "test-results", "playwright-report", ".e2e", ".stryker-tmp", "reports", "scripts/mocha-reporter.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["scripts/**/*.ts", "test/**/*.ts", "bench/**/*.ts", "hardhat.config.ts"],
    languageOptions: { globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  // The app and its scripts are typed end to end: `any` would hide exactly the shapes (wallet errors, RPC results,
  // JSON reports) that need checking. Tests and benches may still use it for fixtures.
  {
    files: ["web/src/**/*.{ts,tsx}", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
);
