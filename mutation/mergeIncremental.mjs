/* global console, process */
/**
 * Merges the incremental reports of Stryker runs over disjoint files (`--mutate <files> --incrementalFile x.json`)
 * into one, so that a full `npm run test:mutation` reuses their results instead of testing every mutant again:
 *
 *   node mutation/mergeIncremental.mjs reports/mutation/features/stryker-incremental.json reports/mutation/features/a.json ...
 *
 * Each report numbers its tests from 0, so the test ids of each input are renumbered into one list (a test is the same
 * test when its file and name match) and the mutants' coveredBy/killedBy lists follow. A source file may appear in
 * one input only: which result would be the right one is not for this script to guess. Stryker itself re-tests what
 * changed since (a mutant whose code or covering tests differ), so merging an older report is safe.
 */
import fs from "node:fs";

const [outPath, ...inputs] = process.argv.slice(2);
if (!outPath || inputs.length === 0) {
  console.error("usage: node mutation/mergeIncremental.mjs <out.json> <in.json>...");
  process.exit(2);
}

let merged;
const tests = new Map(); // `${testFile}\0${name}` -> renumbered test definition
const testSources = new Map();
for (const input of inputs) {
  const report = JSON.parse(fs.readFileSync(input, "utf8"));
  if (!merged) {
    merged = { ...report, files: {} };
    delete merged.testFiles;
  }
  const idMap = new Map();
  for (const [testFile, { source, tests: fileTests }] of Object.entries(report.testFiles ?? {})) {
    if (testSources.has(testFile) && testSources.get(testFile) !== source) console.warn(`${input}: ${testFile} differs from an earlier input; the first source is kept`);
    if (!testSources.has(testFile)) testSources.set(testFile, source);
    for (const test of fileTests) {
      const key = `${testFile}\0${test.name}`;
      if (!tests.has(key)) tests.set(key, { testFile, definition: { ...test, id: String(tests.size) } });
      idMap.set(test.id, tests.get(key).definition.id);
    }
  }
  for (const [file, result] of Object.entries(report.files)) {
    if (merged.files[file]) throw new Error(`${file} is in more than one input (${input})`);
    const mutants = result.mutants.map((mutant) => {
      const copy = { ...mutant };
      for (const key of ["coveredBy", "killedBy"]) if (Array.isArray(copy[key])) copy[key] = copy[key].map((id) => idMap.get(id));
      return copy;
    });
    merged.files[file] = { ...result, mutants };
  }
}
merged.testFiles = {};
for (const { testFile, definition } of tests.values()) {
  merged.testFiles[testFile] ??= { source: testSources.get(testFile), tests: [] };
  merged.testFiles[testFile].tests.push(definition);
}
fs.writeFileSync(outPath, JSON.stringify(merged));
console.log(`${Object.keys(merged.files).length} files, ${tests.size} tests -> ${outPath}`);
