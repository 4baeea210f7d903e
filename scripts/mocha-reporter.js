// Mocha reporter for `npm test`: the usual spec output on the console, plus the run's counts written as JSON
// to $MOCHA_JSON_REPORT so scripts/test-all.ts can sum them with the other suites.
const fs = require("fs");
const { Spec } = require("mocha").reporters;

class SpecAndCounts extends Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once("end", () => {
      const { passes, failures, pending } = runner.stats;
      fs.writeFileSync(process.env.MOCHA_JSON_REPORT, JSON.stringify({ stats: { passes, failures, pending } }));
    });
  }
}

module.exports = SpecAndCounts;
