/**
 * The app's layers and sealed folders, as import-x/no-restricted-paths zones (read by eslint.config.mjs).
 *
 * Layers, lowest first: sdk ← base ← networks ← ui ← onchain ← wallet ← features ← pages ← app. A file may import
 * only from its own layer or lower ones, with no exceptions. base holds what every layer above it shares (typed
 * store hooks, i18n, theme, storage, deferred vendor loaders, address validation); app is only the composition at
 * the top. ARCHITECTURE.md draws the picture.
 *
 * A folder with an index.ts is sealed: code outside it imports the index (or an entry in EXTRA_ENTRIES), never
 * another file inside.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const SRC = "web/src";

/**
 * networks/build is the Vite plugin of the production profile: it runs in Node at build time (never in the
 * page) and composes the chain table with the token-list builder, so it is tooling outside the layers.
 */
const CHAINS_RUNTIME = [`./${SRC}/networks/!(build)/**`, `./${SRC}/networks/*.{ts,tsx}`];

/** Lowest first; each entry's folders may import only from its own and earlier entries. */
const LAYERS = [
  { name: "sdk", dirs: ["sdk"] },
  { name: "base", dirs: ["base"] },
  { name: "networks", dirs: ["networks"] },
  { name: "ui", dirs: ["ui"] },
  { name: "onchain", dirs: ["onchain"] },
  { name: "wallet", dirs: ["wallet"] },
  { name: "features", dirs: ["features"] },
  { name: "pages", dirs: ["pages"] },
  { name: "app", dirs: ["app"] },
];

/** The layers a layer may never import from, as zones. */
function layerZones() {
  const zones = [];
  LAYERS.forEach((layer, index) => {
    const higher = LAYERS.slice(index + 1).flatMap((l) => l.dirs);
    for (const dir of layer.dirs) {
      for (const up of higher) {
        zones.push({
          target: dir === "networks" ? CHAINS_RUNTIME : `./${SRC}/${dir}`,
          from: `./${SRC}/${up}`,
          message: `Layer '${layer.name}' must not import from '${up}' (layers, lowest first: ${LAYERS.map((l) => l.name).join(" ← ")}; see ARCHITECTURE.md).`,
        });
      }
    }
  });
  return zones;
}

function folders(dir) {
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory()).map((name) => join(dir, name));
}

/** Every folder under web/src that has an index.ts. */
function sealedFolders(dir = SRC) {
  return folders(dir).flatMap((sub) => [...(existsSync(join(sub, "index.ts")) ? [sub] : []), ...sealedFolders(sub)]);
}

/** Globs for every file under web/src outside `folder`: the siblings at each level on the way down. */
function outside(folder) {
  const parts = relative(SRC, folder).split("/");
  const targets = [];
  for (let depth = 0; depth < parts.length; depth += 1) {
    const parent = [SRC, ...parts.slice(0, depth)].join("/");
    targets.push(`./${parent}/!(${parts[depth]})/**`, `./${parent}/*.{ts,tsx}`);
  }
  return targets;
}

/**
 * Public entries besides index.ts, for four reasons:
 * - lazy: parts loaded with React.lazy / import(), or used only by such a part. The index is in the first load, so
 *   anything it exports would be too; these stay out of it and are imported by path.
 * - Node: modules that scripts, benches and the build plugin (networks/build) run in Node, where an index that
 *   reads import.meta.env (networks, onchain/rpc) or reaches the store (lists) cannot run. networks/deploymentFile.ts
 *   is the deployment record's format; onchain/rpc/failoverTransport.ts carries the log scans of bench/insight.ts.
 * - tests: helpers that only tests use, kept out of the bundled index.
 * - chunks: sdk/keccak.ts, which the Keccak shim that ethers imports (base/vendor/sdkKeccak.ts) reaches by path so
 *   that ethers' chunk does not import the first-paint chunk holding the sdk index (web/vite.config.mts).
 */
const EXTRA_ENTRIES = {
  [`${SRC}/networks`]: ["./deploymentFile.ts"],
  [`${SRC}/onchain/rpc`]: ["./failoverTransport.ts"],
  [`${SRC}/features/insight`]: [
    "./activity/ActivityPage.tsx",
    "./approvals/ApprovalsPage.tsx",
    "./pool/PoolInsightPage.tsx",
    "./position/PositionInsight.tsx",
    "./networkFee/NetworkFeeLine.tsx",
  ],
  [`${SRC}/features/lists`]: [
    "./components/ListUpdatePopup.tsx",
    "./components/ManageLists.tsx",
    "./buildDefaultList.ts",
    "./defaultLists.ts",
    "./uriToHttp.ts",
    "./testLists.ts",
  ],
  [`${SRC}/features/settings`]: ["./SettingsPanel.tsx", "./DarkModeSwitch.tsx"],
  [`${SRC}/features/tokens`]: ["./components/AddTokenToWallet.tsx", "./tokenWarning.ts"],
  [`${SRC}/sdk`]: ["./testRegistries.ts", "./keccak.ts"],
};

function sealedZones() {
  return sealedFolders().map((folder) => ({
    target: outside(folder),
    from: `./${folder}`,
    except: ["./index.ts", ...(EXTRA_ENTRIES[folder] ?? [])],
    message: `'${relative(SRC, folder)}' is a sealed folder: import its index.ts, not a file inside it.`,
  }));
}

export const LAYER_ZONES = layerZones();
export const SEALED_ZONES = sealedZones();
