/**
 * What happened between the app, MetaMask and the chains during one test, in order: the app page's console, the
 * driver's steps, and every JSON-RPC call MetaMask's service worker made to a local chain. A MetaMask flow that
 * stalls (the app never shows "Approving" after the driver pressed Confirm) cannot be explained from a Playwright
 * trace, which does not see the extension's own requests; this log does.
 */
import fs from "fs";
import type { BrowserContext, Page, Request, TestInfo } from "@playwright/test";

const LOCAL_CHAIN = /^http:\/\/(127\.0\.0\.1|localhost):\d+\/?$/;

export class Timeline {
  private readonly lines: string[] = [];
  /** How many transactions MetaMask has sent to a chain: a confirmed transaction request shows here first. */
  transactionsSent = 0;

  /** A new test starts in the same browser: its log starts empty. */
  clear(): void {
    this.lines.length = 0;
  }

  add(source: string, text: string): void {
    this.lines.push(`${new Date().toISOString().slice(11, 23)} [${source}] ${text}`);
  }

  /** Records the JSON-RPC methods MetaMask's service worker sends to the local chains, with their outcome. */
  watchWallet(context: BrowserContext): void {
    const methods = (request: Request): string => {
      try {
        const body: unknown = JSON.parse(request.postData() ?? "null");
        const calls = Array.isArray(body) ? body : [body];
        return calls.map((c) => (c && typeof c === "object" && "method" in c ? String(c.method) : "?")).join(",");
      } catch {
        return "unparsed";
      }
    };
    const isWalletRpc = (request: Request) => request.serviceWorker() !== null && request.method() === "POST" && LOCAL_CHAIN.test(request.url());
    context.on("requestfinished", (request) => {
      if (!isWalletRpc(request)) return;
      const method = methods(request);
      if (method.includes("eth_sendRawTransaction")) this.transactionsSent += 1;
      // Reads are many and repetitive; sends and receipts are what a stalled flow is about.
      if (/sendRawTransaction|getTransactionReceipt|getTransactionCount|estimateGas/.test(method)) {
        void request.response().then((response) => response?.text()).then(
          (body) => this.add("wallet→chain", `${request.url()} ${method} → ${(body ?? "").slice(0, 200)}`),
          () => this.add("wallet→chain", `${request.url()} ${method} → (no body)`),
        );
      }
    });
    context.on("requestfailed", (request) => {
      if (isWalletRpc(request)) this.add("wallet→chain", `${request.url()} ${methods(request)} FAILED ${request.failure()?.errorText ?? ""}`);
    });
  }

  watchPage(page: Page, source = "app"): void {
    page.on("console", (message) => this.add(source, `${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => this.add(source, `pageerror: ${error.message}`));
  }

  /** Kept in the test's output folder for every test (to see where a passing test spent its time), attached to failures. */
  async save(testInfo: TestInfo): Promise<void> {
    const file = testInfo.outputPath("metamask-timeline.txt");
    fs.writeFileSync(file, this.lines.join("\n"));
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("metamask-timeline.txt", { path: file, contentType: "text/plain" });
  }
}
