import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

// The app is served as a static site: `base: './'` keeps every asset URL relative, so the same
// build works from any host and any sub-path (routing is hash-based, the server only sees index.html).
export default defineConfig({
  root: webRoot,
  base: "./",
  plugins: [react()],
  resolve: {
    alias: {
      // @web3-react/core lazily imports ethers v5 to build a provider the app never uses (it wraps
      // connector.provider in ethers v6); the stub keeps v5 out of the bundle.
      "@ethersproject/providers": fileURLToPath(new URL("./src/wallet/ethersV5Stub.ts", import.meta.url)),
      // @web3-react/store checksums accounts with v5 getAddress; an sdk-backed shim avoids bn.js + js-sha3.
      "@ethersproject/address": fileURLToPath(new URL("./src/app/vendor/ethersV5AddressShim.ts", import.meta.url)),
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
