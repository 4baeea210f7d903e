import { expect } from "chai";
import { readFileSync } from "fs";
import path from "path";
import { config } from "hardhat";

/**
 * A caret or tilde range on a compiler alias lets a fresh install compile with a compiler nobody tested. Every
 * compiler the build uses is an exact `npm:solc@X.Y.Z` alias, the lockfile holds exactly that version, and the
 * README names it.
 */
const ROOT = path.join(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
const deps: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };

describe("Solidity compiler pins", () => {
  const versions = [...new Set(config.solidity.compilers.map((c) => c.version))];

  it("the build uses at least one compiler", () => {
    expect(versions.length).to.be.greaterThan(0);
  });

  for (const version of versions) {
    it(`solc ${version}: an exact alias, locked to that version, named in the README`, () => {
      expect(deps[`solc-${version}`], `package.json solc-${version}`).to.equal(`npm:solc@${version}`);
      expect(lock.packages[`node_modules/solc-${version}`]?.version, `package-lock solc-${version}`).to.equal(version);
      expect(readme).to.contain(`solc ${version}`);
    });
  }

  it("no solc alias anywhere in package.json is a range", () => {
    const aliases = Object.entries(deps).filter(([, spec]) => spec.startsWith("npm:solc@"));
    expect(aliases.length).to.be.greaterThan(0);
    for (const [name, spec] of aliases) expect(spec, name).to.match(/^npm:solc@\d+\.\d+\.\d+$/);
  });
});
