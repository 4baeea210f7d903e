import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { createLogger, loadConfigFromFile } from "vite";

const ROOT = path.resolve(__dirname, "../..");
const ignoreWarning = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
afterEach(() => {
  if (ignoreWarning === undefined) delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
  else process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = ignoreWarning;
});

// Vite checks that the config and the app modules it imports would also load as plain Node ES modules, and
// otherwise prints a wall of warnings at every `npm run dev` and build: modules read as CommonJS, imports without
// their file extension (web/package.json says how the app's modules meet it).
it("web/vite.config.mts and the app modules it imports load with no warning from Vite's config loader", async () => {
  delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
  const warnings: string[] = [];
  const logger = createLogger("warn");
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;

  const loaded = await loadConfigFromFile({ command: "serve", mode: "development" }, path.join(ROOT, "web", "vite.config.mts"), ROOT, "warn", logger);

  // It did load the app modules (the chain table, the sdk, the production plugin), not just the config file.
  expect(loaded?.dependencies.filter((file) => file.includes(`${path.sep}web${path.sep}src${path.sep}`)).length).toBeGreaterThan(10);
  expect(warnings).toEqual([]);
});
