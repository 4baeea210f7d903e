import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const srcDir = fileURLToPath(new URL("../../", import.meta.url));
const en = JSON.parse(readFileSync(fileURLToPath(new URL("../../../public/locales/en.json", import.meta.url)), "utf8"));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

// t("some.key") or t("some.key", "English default", ...) — the key shape used across the app.
const T_CALL = /\bt\(\s*"([a-zA-Z][\w]*(?:\.[\w]+)+)"(?:\s*,\s*"((?:[^"\\]|\\.)*)")?/g;

describe("translation keys used in web/src", () => {
  const uses = sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(T_CALL)].map((match) => ({ file: file.slice(srcDir.length), key: match[1], fallback: match[2] })),
  );

  it("finds the app's calls", () => {
    expect(uses.length).toBeGreaterThan(40);
  });

  it("every key exists in en.json (so es.json, checked for the same keys, is complete too)", () => {
    const missing = uses.filter((use) => typeof lookup(use.key) !== "string" && !Array.isArray(lookup(use.key)));
    expect(missing.map((use) => `${use.file}: ${use.key}`)).toEqual([]);
  });

  it("an inline English default matches en.json", () => {
    const differing = uses.filter((use) => use.fallback !== undefined && lookup(use.key) !== JSON.parse(`"${use.fallback}"`));
    expect(differing.map((use) => `${use.file}: ${use.key}`)).toEqual([]);
  });
});
