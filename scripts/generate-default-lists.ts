/**
 * Writes the token lists served with the app, one per chain: web/public/lists/<chainId>.tokenlist.json.
 * Ethereum networks get the product's built-in sets; our chains get the tokens deployments/<chainId>.json records
 * (written by scripts/deploy.ts). Re-running without changes rewrites nothing; changes bump the list version.
 *
 *   npm run generate:default-lists            (reads deployments/, writes web/public/lists/)
 *   tsx scripts/generate-default-lists.ts <deploymentsDir> <outDir>
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TokenList } from "@uniswap/token-lists";
import { parseDeployment } from "../web/src/networks/deploymentFile";
import { buildDefaultList, BUILT_IN_TOKENS, deployedTokens } from "../web/src/features/lists/buildDefaultList";
import { DEFAULT_LIST_CHAIN_IDS } from "../web/src/features/lists/defaultLists";

const root = resolve(__dirname, "..");
const deploymentsDir = resolve(process.argv[2] ?? join(root, "deployments"));
const outDir = resolve(process.argv[3] ?? join(root, "web/public/lists"));

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

mkdirSync(outDir, { recursive: true });
let failed = false;
for (const chainId of DEFAULT_LIST_CHAIN_IDS) {
  const outFile = join(outDir, `${chainId}.tokenlist.json`);
  let tokens = BUILT_IN_TOKENS[chainId];
  if (!tokens) {
    const raw = readJson(join(deploymentsDir, `${chainId}.json`));
    if (raw === undefined) {
      console.log(`${chainId}: no deployments/${chainId}.json yet, list not written`);
      continue;
    }
    try {
      tokens = deployedTokens(parseDeployment(raw));
    } catch (error) {
      console.error(`${chainId}: ${(error as Error).message}`);
      failed = true;
      continue;
    }
  }
  const previous = readJson(outFile) as TokenList | undefined;
  const list = buildDefaultList(tokens, previous, new Date());
  if (list === previous) {
    console.log(`${chainId}: unchanged (v${list.version.major}.${list.version.minor}.${list.version.patch})`);
    continue;
  }
  writeFileSync(outFile, `${JSON.stringify(list, null, 2)}\n`);
  const { major, minor, patch } = list.version;
  console.log(`${chainId}: wrote ${list.tokens.length} tokens, v${major}.${minor}.${patch}`);
}
process.exitCode = failed ? 1 : 0;
