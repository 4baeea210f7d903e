import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { LAYER_ZONES, SEALED_ZONES } from "./eslint.layers.mjs";
import { TOKEN_TEXT_RULE } from "./eslint.tokenText.mjs";

export default tseslint.config(
  { ignores: [".ponder", "indexer/ponder-env.d.ts", "node_modules", "artifacts", "cache", "typechain-types", "web/dist", "dist", "dist-node", "test-results", "playwright-report", ".e2e", ".stryker-tmp", "reports", "scripts/mocha-reporter.js"] },
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
  // Import structure: zero runtime import cycles, layers that only look down, sealed folders entered by their
  // index.ts (eslint.layers.mjs). Type-only imports do not form runtime cycles and are not counted by no-cycle.
  {
    files: ["web/src/**/*.{ts,tsx}", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // The TypeScript preset's parser and extensions: without them no-cycle cannot read .ts files and sees no cycle.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/external-module-folders": importX.flatConfigs.typescript.settings["import-x/external-module-folders"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["web/tsconfig.json", "tsconfig.json"], noWarnOnMultipleProjects: true })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: SEALED_ZONES }],
    },
  },
  // Tests may compose higher layers (a real store, the transactions updater) to exercise a lower one.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...SEALED_ZONES, ...LAYER_ZONES] }] },
  },
  // Token names and symbols reach the screen only through the one display function (eslint.tokenText.mjs).
  TOKEN_TEXT_RULE,
);
