import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, ResolvedConfig } from "vite";
import { buildDefaultList, deployedTokens } from "../../features/lists/buildDefaultList.ts";
import type { Profile } from "../profile.ts";
import { recordToDeployment, type ProductionRecord } from "../productionRecord.ts";
import { PENTAGON_CHAIN_IDS } from "../pentagonChainFacts.ts";
import { DEFAULT_CHAIN_ENV, defaultChainProblem } from "../defaultChain.ts";
import { localSecrets, type LocalSecrets } from "./localSecrets.ts";
import { readProductionRecords, scanBuiltSite } from "./productionGuard.ts";
import { buildChainTable } from "../chainTable.ts";
import { PENTAGON_CHAIN_FACTS as PUBLIC_FACTS } from "../publicChains.ts";
import { DEFAULT_IPFS_GATEWAYS } from "../../features/lists/uriToHttp.ts";
import { contentSecurityPolicy, headersFile, metaTags, nginxSnippet, walletSources } from "./securityHeaders.ts";

interface ProductionPluginOptions {
  profile: Profile;
  /** Repository root: deployments/ (local records) lives there. */
  repoRoot: string;
  /** Where the production records are read from (deployments/production/ unless a rehearsal points elsewhere). */
  recordsDir: string;
  env: Record<string, string | undefined>;
}

/**
 * Enforces the production profile at build time:
 *  - refuses the local test wallet, validates deployments/production/ and refuses a VITE_DEFAULT_CHAIN_ID
 *    without a record, before anything is bundled;
 *  - replaces the Pentagon chains' default token lists (generated from the local deployments) with lists
 *    from the production records, or drops them where a chain has no record;
 *  - scans the written site for test keys, the mnemonic, the test wallet and local deterministic addresses.
 * Any problem throws, so `vite build` exits non-zero and no site is left behind as if it were good.
 */
/** Local-profile modules of chains/ and their production replacements. */
const PRODUCTION_SWAPS: Record<string, string> = {
  "./localDeploymentFiles": "productionDeploymentFiles.ts",
  "./localChainFacts": "publicChains.ts",
};
const VIRTUAL_RECORDS = "virtual:penswap-production-records";
const RESOLVED_RECORDS = "\0penswap-production-records";

export function productionProfilePlugin({ profile, repoRoot, recordsDir, env }: ProductionPluginOptions): Plugin {
  let secrets: LocalSecrets | undefined;
  let records: ProductionRecord[] = [];
  let config: ResolvedConfig | undefined;
  /** The policy of this build: every RPC URL of its chain table (records + VITE_RPC_URL_<id>), the IPFS gateways, the wallets' relays and frames and the indexer. */
  const policy = () => {
    const deployments = Object.fromEntries(records.map((r) => [r.chainId, recordToDeployment(r)]));
    const table = buildChainTable(deployments, env, PUBLIC_FACTS);
    const gateways = (env.VITE_IPFS_GATEWAYS ?? "").split(",").map((g) => g.trim()).filter((g) => /^https:\/\//i.test(g));
    return contentSecurityPolicy({
      rpcUrls: Object.values(table).flatMap((chain) => chain.rpcUrls),
      ipfsGateways: gateways.length > 0 ? gateways : DEFAULT_IPFS_GATEWAYS,
      ...walletSources(env),
      indexerUrl: env.VITE_INDEXER_URL || undefined,
    });
  };
  const chainsDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const isProductionBuild = () => profile === "production" && config?.command === "build";
  return {
    name: "penswap:production-profile",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(source, importer) {
      if (source === VIRTUAL_RECORDS) return RESOLVED_RECORDS;
      // chains/ imports the local profile's records and chain facts; a production build gets its own.
      // Keyed without the extension: the modules the Vite config loads name theirs (web/package.json says why).
      const swap = PRODUCTION_SWAPS[source.replace(/\.ts$/, "")];
      if (profile !== "production" || !swap || !importer) return null;
      if (resolve(dirname(importer)) !== chainsDir) return null;
      return join(chainsDir, swap);
    },
    buildStart() {
      if (profile !== "production") return;
      if (env.VITE_ENABLE_TEST_WALLET === "true") {
        throw new Error("production build: VITE_ENABLE_TEST_WALLET=true is not allowed (the test wallet signs with public keys)");
      }
      secrets = undefined;
      const found = localSecrets(join(repoRoot, "deployments"));
      records = readProductionRecords(recordsDir, found);
      // The chain a visitor without a wallet opens on must have PenSwap deployed, or every page would say it has not.
      const problem = defaultChainProblem(env[DEFAULT_CHAIN_ENV], records.map((r) => r.chainId));
      if (problem) throw new Error(problem);
      // Set only once the records passed: a failed start must not reach the scan in closeBundle.
      secrets = found;
    },
    transformIndexHtml(html) {
      if (!isProductionBuild()) return html;
      // Right after the charset declaration (which must stay within the first 1024 bytes), before any script.
      const tags = metaTags(policy())
        .map(({ name, httpEquiv, content }) => `<meta ${httpEquiv ? `http-equiv="${httpEquiv}"` : `name="${name}"`} content="${content.replace(/"/g, "&quot;")}" />`)
        .join("\n    ");
      const withTags = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${tags}`);
      if (withTags === html) throw new Error("production build: index.html has no <meta charset> to place the Content-Security-Policy after");
      return withTags;
    },
    load(id) {
      return id === RESOLVED_RECORDS ? `export default ${JSON.stringify(records)};` : null;
    },
    closeBundle() {
      if (!isProductionBuild() || !config || !secrets) return;
      const outDir = resolve(config.root, config.build.outDir);
      if (!existsSync(outDir)) return;
      writeProductionLists(outDir, records);
      writeFileSync(join(outDir, "_headers"), headersFile(policy()));
      mkdirSync(join(outDir, "nginx"), { recursive: true });
      writeFileSync(join(outDir, "nginx", "security-headers.conf"), nginxSnippet(policy()));
      const findings = scanBuiltSite(outDir, secrets);
      if (findings.length > 0) {
        const lines = findings.slice(0, 20).map((f) => `  ${f.file}: ${f.what}`);
        // Remove the site so a failed build cannot be deployed by mistake.
        rmSync(outDir, { recursive: true, force: true });
        throw new Error(`production build carries local test material:\n${lines.join("\n")}`);
      }
    },
  };
}

function writeProductionLists(outDir: string, records: ProductionRecord[]): void {
  const listsDir = join(outDir, "lists");
  for (const chainId of PENTAGON_CHAIN_IDS) {
    const file = join(listsDir, `${chainId}.tokenlist.json`);
    const record = records.find((r) => r.chainId === chainId);
    if (!record) {
      if (existsSync(file)) rmSync(file);
      continue;
    }
    mkdirSync(listsDir, { recursive: true });
    const list = buildDefaultList(deployedTokens(recordToDeployment(record)), undefined, new Date());
    writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  }
}
