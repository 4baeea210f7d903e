/* global console, process */
/**
 * Lists the mutants Stryker makes in the given files, each with the reason it is ignored (a `Stryker disable`
 * comment), using Stryker's own instrumenter: a check that a disable comment lands on the intended mutants takes a
 * second instead of a mutation run. Stryker matches a `next-line` directive to the start line of the node the comment
 * leads, not to the line after the comment, so a comment above `} catch {` does not reach the catch block.
 *
 *   node mutation/listMutants.mjs web/src/features/swap/logic/wrap.ts            every mutant
 *   IGNORED=1 node mutation/listMutants.mjs <files...>                           only the ignored ones
 *   LINE=42 node mutation/listMutants.mjs <files...>                             only those on line 42
 */
import fs from "node:fs";
import path from "node:path";
import { Instrumenter } from "@stryker-mutator/instrumenter";

const quiet = () => undefined;
const logger = { isDebugEnabled: () => false, isTraceEnabled: () => false, debug: quiet, trace: quiet, info: quiet, warn: console.warn, error: console.error };
const instrumenter = new Instrumenter(logger);
const onlyLine = process.env.LINE ? Number(process.env.LINE) : undefined;

for (const file of process.argv.slice(2)) {
  const name = path.resolve(file);
  const { mutants } = await instrumenter.instrument([{ name, content: fs.readFileSync(name, "utf8"), mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers: [],
  });
  for (const m of mutants) {
    const line = m.location.start.line + 1;
    if (onlyLine !== undefined && line !== onlyLine) continue;
    if (process.env.IGNORED && !m.statusReason) continue;
    const ignored = m.statusReason ? `  IGNORED: ${m.statusReason}` : "";
    console.log(`${file}:${line}:${m.location.start.column + 1} ${m.mutatorName} ${JSON.stringify(m.replacement).slice(0, 80)}${ignored}`);
  }
}
