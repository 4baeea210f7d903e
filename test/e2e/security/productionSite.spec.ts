/**
 * The production build (`vite build` with no profile variable, as `npm run build` does) served with the
 * headers it ships: every route renders with zero Content-Security-Policy violations, a chain without a
 * production record says PenSwap is not deployed there, and another origin framing the site gets no interface
 * (blocked by the headers; where a host sends none, the app's own frame guard renders only a notice).
 */
import { spawnSync } from "child_process";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { APP_PORT, ROOT } from "../support/env";
import { collectCspViolations } from "../support/cspViolations";
import { readHeadersFile, serveFramer, serveSite, type Served } from "./headerServer";

const OUT_DIR = path.join(ROOT, ".e2e", `dist-production-${APP_PORT}`);
const ROUTES = [
  "/swap",
  "/send",
  "/pool",
  "/find",
  "/create",
  "/add",
  "/remove/PEN/0x0000000000000000000000000000000000000001",
  "/migrate/v1",
  "/privacy-policy",
  "/terms-of-services",
  "/disclaimer",
];

let site: Served;
let bareSite: Served;
let framer: Served;
let bareFramer: Served;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A build under load takes minutes on a 2-core machine.
  test.setTimeout(600_000);
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" };
  for (const key of Object.keys(env)) if (key.startsWith("VITE_") && key !== "VITE_CONFIG_NATIVE_IGNORE_WARNING") delete env[key];
  delete env.PENSWAP_PROFILE;
  delete env.PENSWAP_PRODUCTION_RECORDS_DIR;
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const res = spawnSync(process.execPath, [vite, "build", "web", "--outDir", OUT_DIR, "--emptyOutDir", "--logLevel", "error"], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(`production build failed:\n${res.stdout}\n${res.stderr}`);
  site = await serveSite(OUT_DIR, readHeadersFile(path.join(OUT_DIR, "_headers")));
  bareSite = await serveSite(OUT_DIR, []);
  framer = await serveFramer(site.url);
  bareFramer = await serveFramer(bareSite.url);
});

test.afterAll(async () => {
  await Promise.all([site, bareSite, framer, bareFramer].filter(Boolean).map((s) => s.close()));
});

/**
 * Public RPCs and list hosts are not reachable from the test machine: refuse them at once instead of waiting.
 * This build has no record, so the app never asks a chain anything and the wallet button stays "Connect Wallet".
 */
async function offline(page: Page): Promise<void> {
  await page.context().route(/^https:\/\//, (route) => route.abort());
}

const walletButton = (page: Page) => page.locator("#connect-wallet");

test("every route renders under the shipped CSP with zero violations; no record means not deployed", async ({ page }) => {
  await offline(page);
  const violations = await collectCspViolations(page);
  for (const route of ROUTES) {
    await test.step(route, async () => {
      await page.goto(`${site.url}#${route}`);
      await expect(walletButton(page)).toBeVisible();
      if (!["/privacy-policy", "/terms-of-services", "/disclaimer"].includes(route)) {
        // No chain has a record: the site opens on the first of its order, Pentagon Chain.
        await expect(page.getByTestId("not-deployed")).toContainText("PenSwap is not yet deployed on Pentagon Chain");
      }
    });
  }
  expect(violations).toEqual([]);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(meta).toContain("script-src 'self'");
  expect(meta).not.toContain("unsafe-eval");
  // Websockets only to named relay hosts, never to any host (a scheme-wide wss: would let injected code talk anywhere).
  const connect = meta!.split(";").map((d) => d.trim().split(/\s+/)).find(([name]) => name === "connect-src")!.slice(1);
  expect(connect).not.toContain("wss:");
  expect(connect).not.toContain("ws:");
  expect(connect).not.toContain("http:");
  expect(connect.filter((source) => /^wss?:/.test(source))).toEqual(["wss://www.walletlink.org"]);
});

test("a page of another origin framing the site gets no interface", async ({ page }) => {
  await offline(page);
  // With the shipped headers the browser refuses to render the frame at all.
  await page.goto(framer.url);
  await expect(page.getByRole("heading", { name: "Win a prize" })).toBeVisible();
  await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url() ?? "").toMatch(/^chrome-error:/);
  await expect(page.frameLocator("#victim").locator("#connect-wallet, #web3-status-error")).toHaveCount(0);

  // A host that sends no headers: the app's frame guard renders only a notice.
  await page.goto(bareFramer.url);
  const frame = page.frameLocator("#victim");
  await expect(frame.getByTestId("framed-notice")).toContainText("PenSwap does not run inside a frame of another website");
  await expect(frame.locator("#connect-wallet, #web3-status-error")).toHaveCount(0);
  await expect(frame.locator("#swap-button")).toHaveCount(0);

  // The same bare site at the top level is the full app (the notice is not simply always there).
  await page.goto(bareSite.url);
  await expect(walletButton(page)).toBeVisible();
  await expect(page.getByTestId("framed-notice")).toHaveCount(0);
});
