import fs from "fs";
import os from "os";
import path from "path";
import { chromium, expect, test } from "@playwright/test";
import { APP_URL } from "../support/env";

/**
 * The MetaMask-extension project. The extension cannot be downloaded on these machines, so this runs only
 * where an unpacked MetaMask build is available at METAMASK_EXTENSION_PATH (a folder with manifest.json)
 * and is skipped with the reason everywhere else.
 */
const EXTENSION = process.env.METAMASK_EXTENSION_PATH ?? "";
const available = EXTENSION !== "" && fs.existsSync(path.join(EXTENSION, "manifest.json"));

test.skip(
  !available,
  `MetaMask extension not found: set METAMASK_EXTENSION_PATH to an unpacked MetaMask build (folder with manifest.json) to run this project.`,
);

test("the MetaMask extension announces itself and is offered in the wallet modal", async () => {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-metamask-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: false, // extensions need the new headless or headed mode
    args: ["--headless=new", `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`, "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${APP_URL}#/swap`);
    await page.locator("#connect-wallet").click();
    await expect(page.getByRole("dialog", { name: "Connect to a wallet" }).getByText("MetaMask")).toBeVisible();
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
});
