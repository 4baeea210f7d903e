import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmScriptsCalled, pinsWithoutRelease, schemaProblems, unpinnedActions } from "./workflowChecks";

const ROOT = path.resolve(__dirname, "../..");
const WORKFLOWS = path.join(ROOT, ".github", "workflows");
const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);
const workflows = fs.readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

it("finds the CI and deploy workflows", () => {
  expect(workflows).toEqual(expect.arrayContaining(["ci.yml", "deploy.yml"]));
});

describe.each(workflows)(".github/workflows/%s", (name) => {
  const source = fs.readFileSync(path.join(WORKFLOWS, name), "utf8");

  it("is valid against the workflow schema", () => {
    expect(schemaProblems(source)).toEqual([]);
  });

  it("calls only npm scripts that package.json defines", () => {
    const called = npmScriptsCalled(source);
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it("pins every action to a full commit hash, with the release it is in a comment", () => {
    expect(unpinnedActions(source)).toEqual([]);
    expect(pinsWithoutRelease(source)).toEqual([]);
  });
});

describe("the checks catch a broken workflow", () => {
  const broken = [
    "on: push",
    "jobs:",
    "  test:",
    "    runs-on: ubuntu-24.04",
    "    step:",
    "      - uses: actions/checkout@v4",
    "      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020",
    "      - uses: ./.github/actions/local",
    "      - run: npm ci && npm run lint && npm run no-such-script -- --flag",
    "      - run: npm test",
  ].join("\n");

  it("a misspelt key", () => {
    expect(schemaProblems(broken).join("\n")).toContain("step");
  });

  it("every npm script called, so a missing one shows", () => {
    expect(npmScriptsCalled(broken)).toEqual(["lint", "no-such-script", "test"]);
  });

  it("an action on a tag, and a pin without its release", () => {
    expect(unpinnedActions(broken)).toEqual(["actions/checkout@v4"]);
    expect(pinsWithoutRelease(broken)).toEqual(["- uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020"]);
  });
});
