/** The shared e2e fixtures plus `listServer`: a fresh token-list host per test (see listServer.ts). */
import { test as base } from "../support/wallet";
import { startListServer, type ListServer } from "./listServer";

export const test = base.extend<{ listServer: ListServer }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  listServer: async ({}, use) => {
    const server = await startListServer();
    await use(server);
    await server.close();
  },
});
export { expect } from "../support/wallet";
