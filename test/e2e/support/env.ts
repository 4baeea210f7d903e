/**
 * Facts shared by the e2e config, global setup and specs. Ports are the e2e range only (never the
 * dev chains' 8545–8547): three Hardhat nodes and the static server of the production build.
 */
import path from "path";

export const ROOT = path.resolve(__dirname, "../../..");
export const E2E_CHAIN_PORTS: Record<number, number> = { 555555: 18545, 3344: 18546, 5555: 18547 };
export const APP_PORT = 14173;
export const APP_URL = `http://127.0.0.1:${APP_PORT}/`;
export const DIST_DIR = path.join(ROOT, ".e2e", "dist");
/** A fake explorer base baked into the e2e build so explorer links (/tx, /address) can be checked. */
export const E2E_EXPLORER_URL = "https://explorer.penswap.test";

export function chainRpcUrl(chainId: number): string {
  const port = E2E_CHAIN_PORTS[chainId];
  if (!port) throw new Error(`No e2e node for chain ${chainId}`);
  return `http://127.0.0.1:${port}`;
}

/** Hardhat's default-mnemonic dev keys #0..#4 (public test keys; the deploy script funds them). */
export const DEV_KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "0x47e179ec197488593b187f80a8eb0da2f69b8bc25f4c0d3f0ef1b3f4ba4b4b2b",
] as const;
