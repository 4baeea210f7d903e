/**
 * Shared StrykerJS settings for `npm run test:mutation`: the vitest runner over the unit tests, TypeScript as a
 * checker (mutants that do not compile are discarded, not counted), one process at a time because the machines
 * that run this have two cores shared with others, and incremental mode so a re-run only tests mutants whose code
 * or tests changed. Reports and the incremental state go to reports/ (git-ignored).
 */
export function strykerConfig(name, mutate) {
  return {
    testRunner: "vitest",
    // mutation/vitest.<name>.config.ts: only the tests that can kill this scope's mutants.
    vitest: { configFile: `mutation/vitest.${name}.config.ts` },
    checkers: ["typescript"],
    tsconfigFile: "web/tsconfig.json",
    typescriptChecker: { prioritizePerformanceOverAccuracy: true },
    coverageAnalysis: "perTest",
    concurrency: 1,
    incremental: true,
    incrementalFile: `reports/mutation/${name}/stryker-incremental.json`,
    // Static mutants (module-level constants) need the whole suite per mutant; the runtime ones are the logic.
    ignoreStatic: true,
    mutate,
    reporters: ["html", "clear-text", "progress", "json"],
    htmlReporter: { fileName: `reports/mutation/${name}/index.html` },
    jsonReporter: { fileName: `reports/mutation/${name}/mutation.json` },
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: "always",
    thresholds: { high: 90, low: 80, break: null },
    timeoutMS: 20000,
    timeoutFactor: 3,
  };
}
