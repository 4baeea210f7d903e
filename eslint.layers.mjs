/**
 * The app's layers and sealed folders, as import-x/no-restricted-paths zones (read by eslint.config.mjs).
 *
 * Layers, lowest first: sdk ← chains ← ui ← chain ← wallet ← features ← pages ← app. A file may import
 * only from its own layer or lower ones. The app-wide services listed in APP_SERVICES live in app/ but sit
 * just above chain (store hooks, app state, theme, i18n, deferred vendors, address validation, storage): every
 * layer from chain up may use them, and they import nothing above chain. ARCHITECTURE.md draws the picture.
 *
 * A folder with an index.ts is sealed: code outside it imports the index (or an entry in EXTRA_ENTRIES), never
 * another file inside.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const SRC = "web/src";

/** Relative to web/src/app: the modules any layer from chain up may use. */
export const APP_SERVICES = [
  "./hooks.ts",
  "./application",
  "./theme/theme.ts",
  "./i18n",
  "./vendor",
  "./validation",
  "./persistence/storage.ts",
  "./persistence/sanitizeTransactions.ts",
  "./persistence/guards.ts",
];

/**
 * chains/build is the Vite plugin of the production profile: it runs in Node at build time (never in the
 * page) and composes the chain table with the token-list builder, so it is tooling outside the layers.
 */
const CHAINS_RUNTIME = [`./${SRC}/chains/!(build)/**`, `./${SRC}/chains/*.{ts,tsx}`];

/** Lowest first; each entry's folders may import only from its own and earlier entries. */
const LAYERS = [
  { name: "sdk", dirs: ["sdk"] },
  { name: "chains", dirs: ["chains"] },
  { name: "ui", dirs: ["ui"] },
  { name: "chain", dirs: ["chain"] },
  { name: "wallet", dirs: ["wallet"] },
  { name: "features", dirs: ["features"] },
  { name: "pages", dirs: ["pages"] },
  { name: "app", dirs: ["app"] },
];

/** The layers a layer may never import from, as zones; app services are allowed from chain up. */
function layerZones() {
  const zones = [];
  LAYERS.forEach((layer, index) => {
    const higher = LAYERS.slice(index + 1).flatMap((l) => l.dirs);
    for (const dir of layer.dirs) {
      for (const up of higher) {
        const target = dir === "chains" ? CHAINS_RUNTIME : `./${SRC}/${dir}`;
        const servicesAllowed = up === "app" && index >= LAYERS.findIndex((l) => l.name === "chain");
        zones.push({
          target,
          from: `./${SRC}/${up}`,
          ...(servicesAllowed ? { except: APP_SERVICES } : {}),
          message: `Layer '${layer.name}' must not import from '${up}' (layers, lowest first: ${LAYERS.map((l) => l.name).join(" ← ")}; see ARCHITECTURE.md).`,
        });
      }
    }
  });
  // App services sit just above chain: they must not reach up into wallet, features, pages or the rest of app.
  for (const service of APP_SERVICES) {
    for (const up of ["wallet", "features", "pages"]) {
      zones.push({
        target: `./${SRC}/app/${service.slice(2)}`,
        from: `./${SRC}/${up}`,
        message: `App service '${service}' sits below wallet/features/pages and must not import from '${up}'.`,
      });
    }
  }
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
 * Public entries besides index.ts. chains/deploymentFile.ts is the deployment record's format: Node scripts and
 * the build plugin load it (through features/lists/buildDefaultList), and the chains index cannot run in Node
 * (it reads import.meta.env). features/transactions/slice.ts is the reducer and actions: the store imports it
 * alone, since the index's hooks and components use the store's typed hooks (a cycle through the store type).
 * sdk/testRegistries.ts is for tests only (it imports vitest), so the index, which the app bundles, leaves it out.
 */
const EXTRA_ENTRIES = {
  [`${SRC}/chains`]: ["./deploymentFile.ts"],
  [`${SRC}/features/transactions`]: ["./slice.ts"],
  [`${SRC}/sdk`]: ["./testRegistries.ts"],
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
