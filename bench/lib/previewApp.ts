/**
 * Shared by the browser benchmarks (bench/quote.ts, bench/quote-cold.ts, bench/rpc.ts, bench/explore.ts): the host
 * and Chromium flags they use, the ports of a node + app + counting proxy set-up, building a page with the repo's
 * Vite, serving a build with `vite preview` on a port of the caller's choice, and taking a median.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";

export const ROOT = resolve(__dirname, "..", "..");
const VITE = join(ROOT, "node_modules", "vite", "bin", "vite.js");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Every server of a benchmark listens here, and the browser opens pages here. */
export const HOST = "127.0.0.1";
/** A quiet headless Chromium: nothing of its own on the network beside the page's requests. */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/**
 * The ports of a benchmark's set-up from one base (an environment variable, so two runs on one machine do not
 * collide): the node on the base, the app one above, the counting proxy two above. Default bases lie above the e2e
 * workers' chains (18545 + 100 per worker): a bench node left running there made the e2e suite refuse to start.
 */
export function benchPorts(envVariable: string, defaultBase: number): { node: number; app: number; proxy: number } {
  const base = Number(process.env[envVariable] ?? defaultBase);
  if (!Number.isInteger(base) || base < 1 || base > 65_533) throw new Error(`${envVariable} must be a port number: ${process.env[envVariable]}`);
  return { node: base, app: base + 1, proxy: base + 2 };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `vite build` with the local profile (the benches run against local chains; a plain build is production). */
export function viteBuild(root: string, outDir: string, env: NodeJS.ProcessEnv = {}): void {
  execFileSync(process.execPath, [VITE, "build", root, "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true", PENSWAP_PROFILE: "local", ...env },
  });
}

/** Serves a built folder with the app's preview server (its headers included); resolves once it listens. */
export function startPreview(outDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [VITE, "preview", "web", "--outDir", outDir, "--port", String(port), "--strictPort", "--host", HOST], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error("vite preview did not start")), 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(String(port))) {
        clearTimeout(timer);
        resolvePromise(child);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`vite preview exited (${code})`));
    });
  });
}
