import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

// CI (setup-node) and nvm take the Node major from .nvmrc; npm warns against package.json's engines. The lowest
// Node that engines allows must be on the .nvmrc line, or a fresh clone's `nvm use` picks a Node npm warns about.
it(".nvmrc names the Node major that package.json's engines starts at", () => {
  const nvmrc = fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
  const engines = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
  expect(nvmrc).toMatch(/^\d+$/);
  const lowest = /^\s*(?:\^|>=\s*)?(\d+)\./.exec(engines.split("||")[0]);
  expect(lowest?.[1], `engines.node "${engines}" starts at another major than .nvmrc ${nvmrc}`).toBe(nvmrc);
});
