/**
 * The app's own modules in Node, for benchmarks that time a loader without a browser: Vite's server (the app's config,
 * local profile, no HTTP server) transforms them as the app's build does (the `@/` alias, import.meta.env,
 * import.meta.glob of the deployment records), so the code timed is the code the pages run.
 */
import { join } from "node:path";

/** The part of Vite's API used here (the root tsconfig resolves modules the CommonJS way, where vite has no types). */
interface ViteServer {
  ssrLoadModule(path: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}
interface Vite {
  createServer(config: Record<string, unknown>): Promise<ViteServer>;
}
const VITE = "vite";

export interface WebModules {
  /** A module by its path under web/ (e.g. "/src/features/market/overview.ts"). */
  load<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** Opens the app's modules with `env` set first (e.g. VITE_RPC_URL_<id> pointing the chain table at a local node). */
export async function openWebModules(root: string, env: Record<string, string>): Promise<WebModules> {
  Object.assign(process.env, env, { PENSWAP_PROFILE: "local" });
  const { createServer } = (await import(VITE)) as Vite;
  const server = await createServer({
    configFile: join(root, "web", "vite.config.mts"),
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    load: async <T>(path: string) => (await server.ssrLoadModule(path)) as unknown as T,
    close: () => server.close(),
  };
}
