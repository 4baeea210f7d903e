/**
 * Where the unpacked MetaMask extension comes from. Its licence forbids shipping it in this repository, so the
 * MetaMask project looks for a copy in this order and checks that it really is the pinned MetaMask release:
 *   1. METAMASK_EXTENSION_PATH
 *   2. <repo>/.cache-synpress/metamask-chrome-<version>   (Synpress's cache layout, git-ignored)
 *   3. ~/.cache/synpress/metamask-chrome-<version>
 * Plain Node (no Playwright imports): the Playwright config, `npm test`'s summary and the setup script read it.
 */
import fs from "fs";
import os from "os";
import path from "path";

/** The MetaMask release Synpress 4.1.2 pins; the driver's test ids are MetaMask 13's. */
export const METAMASK_VERSION = "13.13.1";
export const METAMASK_DIR_NAME = `metamask-chrome-${METAMASK_VERSION}`;

const ROOT = path.resolve(__dirname, "../../..");

export interface ExtensionLookup {
  /** The folder to load, when a valid copy was found. */
  path?: string;
  /** Every place looked at, with what was found there (for the skip message). */
  tried: { place: string; finding: string }[];
}

export function candidatePlaces(env: NodeJS.ProcessEnv = process.env): string[] {
  const places: string[] = [];
  if (env.METAMASK_EXTENSION_PATH) places.push(path.resolve(env.METAMASK_EXTENSION_PATH));
  places.push(path.join(ROOT, ".cache-synpress", METAMASK_DIR_NAME));
  places.push(path.join(os.homedir(), ".cache", "synpress", METAMASK_DIR_NAME));
  return places;
}

/** Resolves a manifest's `__MSG_key__` name through the extension's default locale. */
function manifestName(dir: string, manifest: { name?: string; default_locale?: string }): string {
  const name = manifest.name ?? "";
  const match = /^__MSG_(\w+)__$/.exec(name);
  if (!match) return name;
  try {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, "_locales", manifest.default_locale ?? "en", "messages.json"), "utf8"));
    const entry = Object.entries(messages).find(([key]) => key.toLowerCase() === match[1].toLowerCase());
    return (entry?.[1] as { message?: string } | undefined)?.message ?? name;
  } catch {
    return name;
  }
}

/** What is at one place: undefined when it is the pinned MetaMask, else why not. */
export function checkExtensionDir(dir: string): string | undefined {
  const manifestPath = path.join(dir, "manifest.json");
  if (!fs.existsSync(manifestPath)) return fs.existsSync(dir) ? "no manifest.json in it" : "nothing there";
  let manifest: { name?: string; version?: string; default_locale?: string };
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  } catch (error) {
    return `manifest.json is not valid JSON (${(error as Error).message})`;
  }
  const name = manifestName(dir, manifest);
  if (name !== "MetaMask") return `an extension named "${name}", not MetaMask`;
  if (manifest.version !== METAMASK_VERSION) return `MetaMask ${manifest.version}, but the tests are written for ${METAMASK_VERSION}`;
  return undefined;
}

export function findMetaMaskExtension(env: NodeJS.ProcessEnv = process.env): ExtensionLookup {
  const tried: ExtensionLookup["tried"] = [];
  for (const place of candidatePlaces(env)) {
    const problem = checkExtensionDir(place);
    if (!problem) return { path: place, tried: [...tried, { place, finding: `MetaMask ${METAMASK_VERSION}` }] };
    tried.push({ place, finding: problem });
    // A path given explicitly that is not the right MetaMask is a mistake to report, not to work around.
    if (env.METAMASK_EXTENSION_PATH && tried.length === 1) return { tried };
  }
  return { tried };
}

/** One line saying why the MetaMask project cannot run (the skip reason and `npm test`'s summary line). */
export function missingExtensionMessage(lookup: ExtensionLookup): string {
  const places = lookup.tried.map((t) => `${t.place} (${t.finding})`).join("; ");
  return `no extension at ${places}; see README "Wallet tests with MetaMask"`;
}

/**
 * Why the MetaMask project does not run here, or undefined when it runs: it runs wherever the extension is, unless
 * PENSWAP_E2E_METAMASK=0 turns it off (`npm test`'s scripted-wallet part does so, as it runs its own project).
 */
export function metamaskSkipReason(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PENSWAP_E2E_METAMASK === "0") return "MetaMask e2e: skipped — PENSWAP_E2E_METAMASK=0";
  const lookup = findMetaMaskExtension(env);
  if (!lookup.path) return `MetaMask e2e: skipped — ${missingExtensionMessage(lookup)}`;
  return undefined;
}
