import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { parseProfile } from "./src/networks/profile.ts";
import { productionProfilePlugin } from "./src/networks/build/productionPlugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Typechain's contract factories carry the deploy bytecode (PenRouter alone is ~45 KB of hex). The web
 * app only uses their ABIs and never deploys, so the bytecode literal is emptied in the web build.
 */
function stripTypechainBytecode(): Plugin {
  return {
    name: "penswap:strip-typechain-bytecode",
    transform(code, id) {
      if (!/[\\/]typechain-types[\\/]factories[\\/].*__factory\.ts$/.test(id)) return null;
      const stripped = code.replace(/const _bytecode =\s*"0x[0-9a-fA-F]*";/, 'const _bytecode = "0x";');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

/**
 * ethers imports two packages statically that only rare actions use, which puts them into the first paint:
 * @adraffy/ens-normalize (~25 KB gzipped of Unicode tables, only ENS names need them) and the secp256k1
 * curve of @noble/curves (~8 KB gzipped, only local signing and signature recovery need it). ethers'
 * imports resolve to modules with the same exports that load the real package in its own chunk after the
 * first paint (src/base/vendor/deferred*.ts explain the contract; the shims themselves import the real package).
 */
function deferEthersDependencies(): Plugin {
  const deferred: Record<string, string> = {
    "@adraffy/ens-normalize": fileURLToPath(new URL("./src/base/vendor/deferredEnsNormalize.ts", import.meta.url)),
    "@noble/curves/secp256k1": fileURLToPath(new URL("./src/base/vendor/deferredSecp256k1.ts", import.meta.url)),
  };
  return {
    name: "penswap:defer-ethers-dependencies",
    enforce: "pre",
    resolveId(source, importer) {
      if (!Object.hasOwn(deferred, source) || !importer || !/[\\/]node_modules[\\/]ethers[\\/]/.test(importer)) return null;
      return deferred[source];
    },
  };
}

/**
 * ethers hashes with @noble/hashes' keccak_256 while the sdk has its own Keccak-256: ethers' import
 * resolves to the sdk's (src/base/vendor/sdkKeccak.ts), so the first paint carries one Keccak, not two.
 */
function shareSdkKeccak(): Plugin {
  const shim = fileURLToPath(new URL("./src/base/vendor/sdkKeccak.ts", import.meta.url));
  return {
    name: "penswap:share-sdk-keccak",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "@noble/hashes/sha3" || !importer || !/[\\/]node_modules[\\/]ethers[\\/]lib\.esm[\\/]crypto[\\/]keccak\.js$/.test(importer)) return null;
      return shim;
    },
  };
}

/**
 * The first paint of #/swap as one chunk. Left to itself, the bundler cuts the modules of the first paint into
 * ~20 chunks by which lazy pages share them; gzip then compresses each piece alone and the page downloads ~7 KB
 * more than the same code in one file. This group gathers every module the entry reaches by static imports
 * (rolldown's `$initial` tag) into the entry chunk, except:
 * - ethers (but its constants) and @noble: the app imports ethers through its one index, so every ethers module
 *   counts as reached although the first paint uses about 25 of them and the rest (providers, contracts,
 *   signing) load with the lazy ethers stack. Left out of the group, the bundler places them by use: the used
 *   ones in one shared chunk of the first paint, the rest in lazy chunks.
 * - the modules that ethers' first-paint part itself imports (the shims above that hand it the sdk's Keccak and
 *   the deferred ENS normalizer, and what they import): in the group, they would make that ethers chunk and the
 *   entry chunk import each other, a cycle in which one of them runs before the other has defined its exports.
 * `includeDependenciesRecursively: false` keeps the group to exactly these modules (by default a module brings its
 * static imports along, which through the ethers index is all of ethers). `npm run bench:bundle` fails on a
 * chunk cycle and prints the first-paint chunks; see bench/README.md for the figures.
 */
const ethersOutsideFirstPaintChunk = /[\\/]node_modules[\\/](ethers[\\/](?!lib\.esm[\\/]constants[\\/])|@noble[\\/])/;
const importedByEthers = /[\\/]web[\\/]src[\\/](base[\\/]vendor[\\/](sdkKeccak|deferredEnsNormalize)|sdk[\\/]keccak)\.ts$|^\0?vite[\\/]preload-helper/;
const firstPaintChunk = {
  name: "firstPaint",
  tags: ["$initial" as const],
  includeDependenciesRecursively: false,
  test: (id: string) => !ethersOutsideFirstPaintChunk.test(id) && !importedByEthers.test(id),
};

// The app is served as a static site: `base: './'` keeps every asset URL relative, so the same
// build works from any host and any sub-path (routing is hash-based, the server only sees index.html).
// Profile: `vite` (dev server) is local, `vite build` is production unless PENSWAP_PROFILE=local says
// otherwise (the e2e and bench builds against local chains) — a build nobody configured is the safe one.
export default defineConfig(({ command }) => {
  const profile = parseProfile(process.env.PENSWAP_PROFILE || (command === "build" ? "production" : "local"));
  return {
    root: webRoot,
    base: "./",
    plugins: [
      react(),
      stripTypechainBytecode(),
      deferEthersDependencies(),
      shareSdkKeccak(),
      productionProfilePlugin({
        profile,
        repoRoot,
        // The deploy rehearsal test builds against the record it just wrote into a scratch folder.
        recordsDir: process.env.PENSWAP_PRODUCTION_RECORDS_DIR || fileURLToPath(new URL("../deployments/production", import.meta.url)),
        env: process.env,
      }),
    ],
    resolve: {
      alias: {
        // `@/x` is src/x, as in web/tsconfig.json's paths (a key matches itself followed by "/": "@uniswap/..." is not "@").
        "@": fileURLToPath(new URL("./src", import.meta.url)),
        // @web3-react/core lazily imports ethers v5 providers; the wallet wraps EIP-1193 in ethers v6
        // instead, so v5 is replaced by a stub and never reaches the bundle.
        "@ethersproject/providers": fileURLToPath(new URL("./src/wallet/ethersV5Stub.ts", import.meta.url)),
        // @web3-react/store checksums accounts with v5 getAddress; an sdk-backed shim avoids bn.js + js-sha3.
        "@ethersproject/address": fileURLToPath(new URL("./src/base/vendor/ethersV5AddressShim.ts", import.meta.url)),
        // WalletConnect's QR modal (only loaded with showQrModal, which the app never sets: it draws its own QR).
        "@reown/appkit/core": fileURLToPath(new URL("./src/wallet/walletConnect/appKitStub.ts", import.meta.url)),
      },
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      sourcemap: false,
      target: "es2022",
      rolldownOptions: { output: { codeSplitting: { groups: [firstPaintChunk] } } },
    },
    server: { host: "127.0.0.1" },
    preview: { host: "127.0.0.1" },
  };
});
