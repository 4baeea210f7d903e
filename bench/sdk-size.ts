/**
 * Bundle size the math library adds to the app: web/src/sdk/index.ts bundled and minified by Vite (the app's
 * bundler) as an ES library with every export kept, gzipped; beside it @uniswap/v2-sdk + @uniswap/sdk-core
 * (everything they export, with their dependencies) bundled the same way. Budget: ours <= 8 KB gzipped.
 * Run: npm run bench:sdk-size
 */
import path from "node:path";
import { gzipSync } from "node:zlib";

// vite 8 publishes its types only through package "exports", which the root tsconfig's node10 resolution cannot
// see; so vite is loaded by name at run time and the small part used here is typed locally.
interface Plugin {
  name: string;
  enforce?: "pre" | "post";
  resolveId?: (id: string) => string | undefined;
  load?: (id: string) => string | undefined;
}
interface BuildOutput {
  output: { type: string; code?: string }[];
}
type Build = (config: Record<string, unknown>) => Promise<BuildOutput | BuildOutput[] | object>;
const VITE = "vite";

const root = path.resolve(__dirname, "..");
const REFERENCE = "virtual:uniswap-reference";

/** An entry module that re-exports all of v2-sdk and sdk-core, so nothing is tree-shaken away. */
const reference: Plugin = {
  name: "uniswap-reference",
  enforce: "pre",
  // vite turns a lib entry into an absolute path, hence endsWith
  resolveId: (id) => (id.endsWith(REFERENCE) ? "\0" + REFERENCE : undefined),
  load: (id) => (id === "\0" + REFERENCE ? 'export * from "@uniswap/v2-sdk";\nexport * from "@uniswap/sdk-core";\n' : undefined),
};

async function bundledBytes(entry: string): Promise<{ raw: number; gzip: number }> {
  const { build } = (await import(VITE)) as { build: Build };
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [reference],
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ["es"], fileName: "bundle" },
      // Vite keeps whitespace in ES library builds; the app build minifies fully, so measure it that way
      rolldownOptions: { output: { minify: true } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  let code = "";
  for (const result of results) {
    if (!("output" in result)) throw new Error("unexpected watcher from vite build");
    for (const chunk of result.output) if (chunk.type === "chunk") code += chunk.code ?? "";
  }
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

async function main(): Promise<void> {
  const ours = await bundledBytes(path.join(root, "web/src/sdk/index.ts"));
  const ref = await bundledBytes(REFERENCE);
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  console.log(`web/src/sdk: ${kb(ours.raw)} KB minified, ${kb(ours.gzip)} KB gzipped (budget <= 8 KB)`);
  console.log(`@uniswap/v2-sdk + @uniswap/sdk-core: ${kb(ref.raw)} KB minified, ${kb(ref.gzip)} KB gzipped`);
  console.log(`ratio: web/src/sdk is ${(ours.gzip / ref.gzip).toFixed(2)} of the reference gzipped (${(ref.gzip / ours.gzip).toFixed(1)}x smaller)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
