/**
 * What test/repository/workflows.test.ts checks in a GitHub Actions workflow, as functions of its text, so that the
 * same checks can be shown to catch a broken workflow. Nothing runs a workflow before it reaches GitHub: a typo,
 * a renamed npm script or an action that follows a movable tag would first show as a red (or silently changed)
 * run there.
 */
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";

/** Problems against GitHub's published workflow schema (SchemaStore's, as @action-validator/core ships it). */
export function schemaProblems(source: string): string[] {
  return validateWorkflow(source).errors.map((error) => {
    const where = "path" in error ? error.path : error.location ? `line ${error.location.line}` : "";
    const nested = "states" in error && error.states ? error.states.flatMap((state) => state.errors.map((e) => e.detail ?? e.title)) : [];
    return [where, error.detail ?? error.title, ...nested].filter(Boolean).join(": ");
  });
}

/** Every string value under the key `key`, anywhere in the parsed document. */
function valuesOf(node: unknown, key: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => valuesOf(item, key));
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => (k === key && typeof v === "string" ? [v] : valuesOf(v, key)));
}

/**
 * The npm scripts the workflow's `run:` steps call: `npm run X` / `npm run-script X`, and the scripts npm runs by a
 * command of their own (`npm test`, `npm start`, `npm stop`, `npm restart`).
 */
export function npmScriptsCalled(source: string): string[] {
  const runs = valuesOf(parse(source), "run");
  const called = runs.flatMap((run) => [
    ...[...run.matchAll(/\bnpm\s+(?:run|run-script)\s+([^\s;&|]+)/g)].map((m) => m[1]),
    ...[...run.matchAll(/\bnpm\s+(test|start|stop|restart)\b/g)].map((m) => m[1]),
  ]);
  return [...new Set(called)];
}

/** `uses:` values that could change under the workflow: anything but a local action or a full commit hash. */
export function unpinnedActions(source: string): string[] {
  return valuesOf(parse(source), "uses").filter((uses) => {
    if (uses.startsWith("./")) return false;
    if (uses.startsWith("docker://")) return !/@sha256:[0-9a-f]{64}$/.test(uses);
    return !/^[\w.-]+\/[\w.-]+(\/[^@]+)?@[0-9a-f]{40}$/.test(uses);
  });
}

/** Pinned `uses:` lines without the `# vX.Y.Z` comment that says which release the hash is. */
export function pinsWithoutRelease(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => /^\s*(-\s+)?uses:\s+[^.\s][^\s]*@[0-9a-f]{40}/.test(line) && !/#\s*v\d+(\.\d+)*\s*$/.test(line))
    .map((line) => line.trim());
}
