/**
 * Bundle-size benchmark: how much JavaScript the browser must download before /swap can paint.
 *
 * Builds the app with web/vite.config.mts (into a scratch folder, so web/dist is left alone) and a bare
 * React + ReactDOM page built by the same Vite setup as the reference, then counts the entry chunk and
 * its static imports (lazy chunks load later and do not count). Prints gzipped sizes and ratios against
 * the 200 KB budget and against the reference, and what the first paint is made of (gzip share per package
 * or app folder, from hidden source maps). A figure, not a pass/fail test.
 *
 *   npm run bench:bundle
 */
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { groupSizes } from "./lib/moduleSizes";

/** The part of Vite's build manifest read here (vite 8 ships its types only to "bundler" module resolution). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = resolve(__dirname, "..");
// Inside the repo so the reference page resolves react from the root node_modules.
const SCRATCH = join(ROOT, "node_modules", ".cache", "bench-bundle");
const BUDGET_KB = 200;

interface Measured {
  files: { file: string; bytes: number; gzip: number }[];
  outDir: string;
  gzipTotal: number;
  lazyChunks: number;
}

/** The entry chunk plus everything it imports statically, from Vite's manifest. */
function firstPaintFiles(manifest: Manifest): { files: string[]; lazyChunks: number } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("no entry chunk in the Vite manifest");
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;
  visit(entryKey);
  const lazyChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
  return { files: [...seen], lazyChunks };
}

/**
 * Chunks that import each other, directly or through others: in such a cycle one chunk runs before the other has
 * defined its exports. web/vite.config.mts gathers the first paint into one chunk and keeps the chunks it leaves
 * beside it out of cycles; this catches a change that breaks that (the build itself does not complain).
 */
function chunkCycles(manifest: Manifest): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (key: string, path: string[]) => {
    if (state.get(key) === "done") return;
    if (state.get(key) === "visiting") {
      cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k));
      return;
    }
    state.set(key, "visiting");
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
    state.set(key, "done");
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

const VITE_BIN = join(ROOT, "node_modules", ".bin", "vite");

/**
 * Runs the Vite CLI (the same way `npm run build` does) with a manifest so static imports can be followed, and
 * hidden source maps (no comment in the chunks, so the measured bytes are the production ones) for the breakdown.
 */
function viteBuild(root: string, outDir: string): void {
  execFileSync(VITE_BIN, ["build", root, "--outDir", outDir, "--emptyOutDir", "--manifest", "--sourcemap", "hidden", "--logLevel", "error"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
}

function measure(outDir: string): Measured {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const { files, lazyChunks } = firstPaintFiles(manifest);
  const cycles = chunkCycles(manifest);
  if (cycles.length > 0) throw new Error(`chunks that import each other:\n${cycles.map((c) => `  ${c.join(" -> ")}`).join("\n")}`);
  const measured = files
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const content = readFileSync(join(outDir, file));
      return { file, bytes: content.length, gzip: gzipSync(content).length };
    });
  return { files: measured, outDir, gzipTotal: measured.reduce((sum, f) => sum + f.gzip, 0), lazyChunks };
}

/** A page that only mounts React: the floor any React app of this build setup pays. */
function writeReferenceApp(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, "main.jsx"),
    'import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")).render(<h1>Hello</h1>);\n',
  );
  // Same plugin, base and target as web/vite.config.mts.
  writeFileSync(
    join(dir, "vite.config.mjs"),
    'import react from "@vitejs/plugin-react";\nexport default { base: "./", plugins: [react()], build: { target: "es2022" } };\n',
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  viteBuild(join(ROOT, "web"), join(SCRATCH, "app"));
  const app = measure(join(SCRATCH, "app"));
  const referenceDir = join(SCRATCH, "reference-src");
  writeReferenceApp(referenceDir);
  viteBuild(referenceDir, join(SCRATCH, "reference"));
  const reference = measure(join(SCRATCH, "reference"));

  console.log("First paint of /swap: entry chunk + static imports (gzip, lazy chunks excluded)");
  for (const file of app.files) console.log(`  ${file.file}  ${kb(file.bytes)} KB raw, ${kb(file.gzip)} KB gzip`);
  console.log(`  (${app.lazyChunks} lazy chunks not counted)`);
  console.log("Made of (gzip share by package / app folder, 0.5 KB and more):");
  for (const { group, gzipBytes } of groupSizes(app.outDir, app.files.map((f) => f.file))) {
    if (gzipBytes >= 512) console.log(`  ${kb(gzipBytes).padStart(6)} KB  ${group}`);
  }
  console.log(`Reference: bare React + ReactDOM page, same Vite build: ${kb(reference.gzipTotal)} KB gzip`);
  console.log(
    `bundle: first-paint JS ${kb(app.gzipTotal)} KB gzip = ${(app.gzipTotal / 1024 / BUDGET_KB).toFixed(3)} x budget (${BUDGET_KB} KB), ` +
      `${(app.gzipTotal / reference.gzipTotal).toFixed(2)} x reference (React+ReactDOM ${kb(reference.gzipTotal)} KB)`,
  );
  rmSync(SCRATCH, { recursive: true, force: true });
}

main();
