/**
 * RPC traffic benchmark: how many JSON-RPC HTTP requests reach the node per new block while the app sits
 * idle on /swap with a connected wallet, then with the token selector open over 20 more imported tokens the
 * account holds (budget: at most 1.1 in both; physical floor: 1 — something has to ask for the new block).
 *
 *   npm run bench:rpc            (BENCH_BLOCKS=30 to change the number of measured blocks)
 *
 * Set-up, all on ports 19645–19647 (BENCH_RPC_PORT_BASE moves them):
 *   node 555555 on :19645 (started and deployed here) ← counting proxy on :19647 ← the app, built with
 *   VITE_RPC_URL_555555 pointing at the proxy and the local test wallet enabled, served by `vite preview`
 *   on :19646 and opened in Debian Chromium (playwright-core) with the test wallet auto-connected.
 * Blocks are mined with evm_mine straight to :19645 (not through the proxy, so not counted), one per
 * 1000 ms — the local chains' polling interval, i.e. a chain with 1 s blocks. Every HTTP POST the proxy
 * forwards is one counted request (a JSON-RPC batch counts once); CORS preflights are reported apart.
 * A figure, not a pass/fail test.
 */
import { join } from "node:path";
import { JsonRpcProvider, parseUnits } from "ethers";
import { deployLocalChains, startLocalChains } from "../scripts/lib/localChains";
import { Multicall__factory, TestERC20__factory } from "../typechain-types";
import { startCountingProxy } from "./lib/countingProxy";
import { benchPorts, CHROMIUM, CHROMIUM_FLAGS, HOST, ROOT, startPreview, viteBuild } from "./lib/previewApp";

const CHAIN_ID = 555555;
const { node: NODE_PORT, app: APP_PORT, proxy: PROXY_PORT } = benchPorts("BENCH_RPC_PORT_BASE", 19645);
const BUDGET = 1.1;
const FLOOR = 1;
const BLOCK_INTERVAL_MS = 1000;
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 30);
const IDLE_MS = 10_000;
const OUT_DIR = join(ROOT, "node_modules", ".cache", "bench-rpc");
/** Hardhat account #0, the local test wallet's default account. */
const DEV_ACCOUNT_0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
/** Tokens the account holds and has imported, so the open token selector lists (and reads) this many balances. */
const SELECTOR_TOKENS = Number(process.env.BENCH_SELECTOR_TOKENS ?? 20);
const BALANCE_OF_SELECTOR = TestERC20__factory.createInterface().getFunction("balanceOf").selector;
const multicallInterface = Multicall__factory.createInterface();

const say = (s: string) => console.log(`bench:rpc: ${s}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts what reaches the node: HTTP POSTs (one per JSON-RPC request or batch), methods inside, preflights. */
class Counter {
  posts = 0;
  preflights = 0;
  methods = new Map<string, number>();
  /** balanceOf calls carried inside eth_call multicall aggregates (how many balances the page keeps fresh). */
  balanceReads = 0;
  reset(): void {
    this.posts = 0;
    this.preflights = 0;
    this.methods.clear();
    this.balanceReads = 0;
  }
  snapshot() {
    return { posts: this.posts, preflights: this.preflights, methods: new Map(this.methods), balanceReads: this.balanceReads };
  }
}

/** The balanceOf calls inside one eth_call, when it is a Multicall aggregate; 0 for any other call. */
function balanceOfCallsIn(item: unknown): number {
  const data = (item as { method?: unknown; params?: Array<{ data?: unknown; input?: unknown }> })?.params?.[0];
  const calldata = data?.data ?? data?.input;
  if ((item as { method?: unknown }).method !== "eth_call" || typeof calldata !== "string") return 0;
  try {
    const parsed = multicallInterface.parseTransaction({ data: calldata });
    if (!parsed) return 0;
    const calls = parsed.args.getValue("calls") as Array<{ callData: string }>;
    return calls.filter((call) => call.callData.startsWith(BALANCE_OF_SELECTOR)).length;
  } catch {
    return 0;
  }
}

/**
 * Deploys `count` plain ERC-20 tokens held by the test wallet's account and returns them in the shape the app
 * stores imported tokens in (its persisted user settings), so the token selector lists them with balances.
 */
async function deploySelectorTokens(count: number): Promise<Record<string, { chainId: number; address: string; decimals: number; symbol: string; name: string }>> {
  const provider = new JsonRpcProvider(`http://${HOST}:${NODE_PORT}`, CHAIN_ID, { staticNetwork: true });
  const deployer = await provider.getSigner(DEV_ACCOUNT_0);
  const tokens: Awaited<ReturnType<typeof deploySelectorTokens>> = {};
  for (let i = 1; i <= count; i++) {
    const symbol = `B${String(i).padStart(2, "0")}`;
    const token = await new TestERC20__factory(deployer).deploy(`Bench token ${i}`, symbol, 18, parseUnits(String(1000 + i), 18));
    await token.waitForDeployment();
    const address = await token.getAddress();
    tokens[address] = { chainId: CHAIN_ID, address, decimals: 18, symbol, name: `Bench token ${i}` };
  }
  provider.destroy();
  return tokens;
}

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(`http://${HOST}:${NODE_PORT}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const json = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (json.error) throw new Error(`${method}: ${json.error.message}`);
  return json.result;
}

/** The app with its RPC on the counting proxy and the local test wallet enabled. */
function buildApp(): void {
  viteBuild("web", OUT_DIR, { [`VITE_RPC_URL_${CHAIN_ID}`]: `http://${HOST}:${PROXY_PORT}`, VITE_ENABLE_TEST_WALLET: "true" });
}

function formatMethods(methods: Map<string, number>, blocks: number): string {
  return [...methods.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `${m} ${(n / blocks).toFixed(2)}`)
    .join(", ");
}

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));
  try {
    say(`starting chain ${CHAIN_ID} on :${NODE_PORT} and deploying`);
    const chains = await startLocalChains({ [CHAIN_ID]: NODE_PORT }, { reuseRunning: false });
    cleanups.push(() => chains.stop());
    await deployLocalChains({ [CHAIN_ID]: NODE_PORT }, () => undefined);
    say(`deploying ${SELECTOR_TOKENS} more tokens held by the test wallet (imported, so the token selector reads their balances)`);
    const selectorTokens = await deploySelectorTokens(SELECTOR_TOKENS);
    // Hardhat automines on transactions only: with no traffic the chain stands still until we mine.

    say("building the app (RPC through the counting proxy, local test wallet enabled)");
    buildApp();
    const counter = new Counter();
    const proxy = await startCountingProxy({
      host: HOST,
      port: PROXY_PORT,
      upstreamPort: NODE_PORT,
      traffic: counter,
      onCall: (call) => {
        counter.balanceReads += balanceOfCallsIn(call);
      },
    });
    cleanups.push(() => new Promise<void>((r) => proxy.close(() => r())));
    const preview = await startPreview(OUT_DIR, APP_PORT);
    cleanups.push(() => {
      preview.kill("SIGTERM");
    });

    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    // Page errors are reported with the figure: a page that fails to read would look cheap.
    const pageErrors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") pageErrors.push(msg.text());
    });
    page.on("pageerror", (err) => pageErrors.push(err.message));
    // Auto-connect the local test wallet exactly as after a user connected it and reloaded (the stored auto-connect flag).
    // The extra tokens are stored as the user's imported tokens (the persisted user settings' envelope).
    await page.addInitScript(
      ({ chainId, tokens }) => {
        localStorage.setItem("penswap.walletConnected", "true");
        localStorage.setItem("penswap.walletConnection", "testWallet");
        localStorage.setItem("penswap.user", JSON.stringify({ version: 1, state: { tokens: { [chainId]: tokens } } }));
      },
      { chainId: CHAIN_ID, tokens: selectorTokens },
    );
    await page.goto(`http://${HOST}:${APP_PORT}/#/swap`);

    const shortAccount = `${DEV_ACCOUNT_0.slice(0, 6)}`;
    const connected = await page
      .getByText(new RegExp(`${shortAccount}.*${DEV_ACCOUNT_0.slice(-4)}`, "i"))
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    say(connected ? `wallet: local test wallet connected (${DEV_ACCOUNT_0})` : "wallet: NOT connected — measuring read-only (the test wallet did not show an account within 30 s)");

    // Warm-up: let the page register its listeners and fetch once, over a few blocks.
    for (let i = 0; i < 3; i++) {
      await rpc("evm_mine");
      await sleep(BLOCK_INTERVAL_MS);
    }
    await sleep(2000);

    const report = async (scene: string) => {
      say(`${scene}: no new blocks for ${IDLE_MS / 1000} s`);
      counter.reset();
      await sleep(IDLE_MS);
      const idle = counter.snapshot();

      say(`${scene}: mining ${BLOCKS} blocks, one every ${BLOCK_INTERVAL_MS} ms`);
      const startBlock = Number(await rpc("eth_blockNumber"));
      counter.reset();
      for (let i = 0; i < BLOCKS; i++) {
        await rpc("evm_mine");
        await sleep(BLOCK_INTERVAL_MS);
      }
      const measured = counter.snapshot();
      const endBlock = Number(await rpc("eth_blockNumber"));
      const blocks = endBlock - startBlock;
      const perBlock = measured.posts / blocks;
      const idlePerInterval = idle.posts / (IDLE_MS / BLOCK_INTERVAL_MS);
      const calls = measured.methods.get("eth_call") ?? 0;
      console.log("");
      console.log(`rpc [${scene}]: ${connected ? "connected wallet (local test wallet)" : "read-only (no wallet)"}, chain ${CHAIN_ID}, ${blocks} blocks mined every ${BLOCK_INTERVAL_MS} ms`);
      console.log(`rpc [${scene}]: HTTP requests per new block: ${perBlock.toFixed(2)} (${measured.posts} / ${blocks}); ratio to floor (${FLOOR}): ${(perBlock / FLOOR).toFixed(2)}x; to budget (${BUDGET}): ${(perBlock / BUDGET).toFixed(2)}x`);
      console.log(`rpc [${scene}]: per method, per block (ratio to floor): ${formatMethods(measured.methods, blocks) || "(none)"}`);
      console.log(`rpc [${scene}]: token balances read per block (balanceOf inside the multicall): ${(measured.balanceReads / blocks).toFixed(1)}`);
      console.log(`rpc [${scene}]: CORS preflights (OPTIONS, not JSON-RPC) per block: ${(measured.preflights / blocks).toFixed(2)}`);
      console.log(`rpc [${scene}]: no new blocks: ${idlePerInterval.toFixed(2)} requests per block time (${BLOCK_INTERVAL_MS} ms; floor 1 poll), by method: ${formatMethods(idle.methods, IDLE_MS / BLOCK_INTERVAL_MS) || "none"}`);
      if (calls === 0) console.log(`rpc [${scene}]: WARNING: no eth_call reached the node — the page did not read through multicall; the figure is not meaningful`);
    };

    await report("idle /swap");

    // The token selector open with its balances: every listed token's balanceOf joins the reads.
    await page.locator("#swap-currency-output").getByRole("button").click();
    await page.getByTestId("currency-search-modal").waitFor({ timeout: 30_000 });
    await page
      .getByTestId("token-balance")
      .filter({ hasText: /\d/ })
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await report(`token selector open, ${SELECTOR_TOKENS} imported tokens besides the list's`);
    // The list mounts only the rows in view; every listed token's balance is read all the same (counted above).
    const rows = await page.getByTestId("token-balance").count();
    const shown = await page.getByTestId("token-balance").filter({ hasText: /\d/ }).count();
    console.log(`rpc: token selector rows in view: ${rows}, with a balance on screen: ${shown}`);
    console.log(`rpc: page console errors during the run: ${pageErrors.length}${pageErrors.length ? ` (first: ${pageErrors[0].slice(0, 200)})` : ""}`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`bench:rpc: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
