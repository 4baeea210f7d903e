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

function lookupExact(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

/** A key, or its plural forms (i18next resolves t("a.b", { count }) to a.b_one / a.b_other). */
function lookup(key: string): unknown {
  return lookupExact(key) ?? lookupExact(`${key}_other`);
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

  // Keys the code builds or passes around instead of writing inside t("…"): any quoted string shaped like a key
  // whose first part is one of en.json's namespaces (e.g. the swap button's label table, the toast titles, the
  // marketing lists read with returnObjects).
  const namespaces = Object.keys(en).join("|");
  const KEY_LITERAL = new RegExp(`["'](?:${namespaces})(?:\\.[a-zA-Z]\\w*)+["']`, "g");
  const keyLiterals = sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(KEY_LITERAL)].map((match) => ({ file: file.slice(srcDir.length), key: match[0].slice(1, -1) })),
  );

  it("every key-shaped string literal outside t(\"…\") names an existing key", () => {
    expect(keyLiterals.length).toBeGreaterThan(uses.length); // the t("…") calls are among them, and more
    const missing = keyLiterals.filter((use) => lookup(use.key) === undefined);
    expect(missing.map((use) => `${use.file}: ${use.key}`)).toEqual([]);
  });

  // Keys built from a template: each is listed here with where its variable part comes from, and every value that
  // part can take must have a key. A new template key that is not listed fails the last test below.
  const kindsOf = (file: string) => [...readFileSync(join(srcDir, file), "utf8").matchAll(/kind: "(\w+)"/g)].map((m) => m[1]);
  const unionOf = (file: string, type: string) =>
    [...(readFileSync(join(srcDir, file), "utf8").match(new RegExp(`type ${type} = ([^;]+);`))?.[1] ?? "").matchAll(/"(\w+)"/g)].map((m) => m[1]);
  const DYNAMIC_KEYS: Record<string, { template: string; values: string[] }> = {
    "features/swap/logic/inputError.ts": { template: "swap.errors.${error.kind}", values: kindsOf("features/swap/logic/inputError.ts") },
    "features/insight/activity/ActivityPage.tsx": {
      template: "activity.kind.${item.kind}",
      values: unionOf("features/insight/activity/groupActivity.ts", "ActivityKind"),
    },
  };
  // A template literal shaped like a key of one of en.json's namespaces with a variable part, wherever it stands.
  const TEMPLATE_CALL = new RegExp(`\`((?:${namespaces})(?:\\.\\w+)*\\.\\$\\{[^}]+\\}[^\`]*)\``, "g");

  it("every value of a template key has a key", () => {
    for (const [file, { template, values }] of Object.entries(DYNAMIC_KEYS)) {
      expect(readFileSync(join(srcDir, file), "utf8"), file).toContain(`\`${template}\``);
      expect(values.length, template).toBeGreaterThan(0);
      const missing = values.map((value) => template.replace(/\$\{[^}]+\}/, value)).filter((key) => typeof lookup(key) !== "string");
      expect(missing, template).toEqual([]);
    }
  });

  it("no template key escapes the list above", () => {
    const templates = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(TEMPLATE_CALL)].map((match) => `${file.slice(srcDir.length).replace(/\\/g, "/")}: ${match[1]}`),
    );
    expect(templates.sort()).toEqual(Object.entries(DYNAMIC_KEYS).map(([file, { template }]) => `${file}: ${template}`).sort());
  });
});
