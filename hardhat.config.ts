import { extendProvider, HardhatUserConfig, subtask } from "hardhat/config";
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from "hardhat/builtin-tasks/task-names";
import "@nomicfoundation/hardhat-toolbox";
import path from "path";
import { CHAIN_ID, hardhatNetwork } from "./hardhat.node.config";
import { SocketRetryProvider } from "./scripts/lib/socketRetryProvider";

// Local nodes over HTTP: resend a request whose kept-alive socket the node had just closed (see the class).
extendProvider(async (provider, _config, network) => (network === "hardhat" ? provider : new SocketRetryProvider(provider)));

/**
 * Hardhat cannot download compilers on these machines (no internet but the npm registry), so every
 * compiler comes from a solc-js npm package aliased as `solc-<version>` in package.json.
 */
const SOLC_PACKAGES: Record<string, string> = {
  "0.6.6": "solc-0.6.6",
  "0.8.24": "solc-0.8.24",
};

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }, _hre, runSuper) => {
  const pkg = SOLC_PACKAGES[args.solcVersion];
  if (!pkg) return runSuper();
  const compilerPath = require.resolve(`${pkg}/soljson.js`);
  // The wrapper reports e.g. "0.6.6+commit.6c089d02.Emscripten.clang"; Hardhat wants the part before ".Emscripten".
  const solc = require(pkg);
  const longVersion = String(solc.version()).replace(/\.Emscripten.*$/, "");
  // package.json pins each alias to one exact version; a different install must not compile silently.
  if (!longVersion.startsWith(`${args.solcVersion}+`)) {
    throw new Error(`${pkg} holds solc ${longVersion}, not ${args.solcVersion}: run npm ci (package.json pins the exact version)`);
  }
  return { compilerPath, isSolcJs: true, version: args.solcVersion, longVersion };
});

const RPC_URL = process.env.HARDHAT_RPC_URL ?? "http://127.0.0.1:8545";

/**
 * Public networks for `npm run deploy:production` and source verification. The deployer key comes only
 * from DEPLOYER_PRIVATE_KEY (never a file in the repository); <NAME>_RPC_URL points a network elsewhere,
 * e.g. at the local rehearsal node of the deploy test.
 */
const deployerAccounts = process.env.DEPLOYER_PRIVATE_KEY ? [process.env.DEPLOYER_PRIVATE_KEY] : [];
export const PUBLIC_NETWORKS = {
  pentagonTestnet: { chainId: 555555, rpc: "https://rpc-testnet.pentagon.games", explorer: "https://explorer-testnet.pentagon.games", env: "PENTAGON_TESTNET_RPC_URL" },
  pentagon: { chainId: 3344, rpc: "https://rpc.pentagon.games", explorer: "https://explorer.pentagon.games", env: "PENTAGON_RPC_URL" },
  chainverse: { chainId: 5555, rpc: "https://rpc.chainverse.info", explorer: "https://explorer.chainverse.info", env: "CHAINVERSE_RPC_URL" },
} as const;
const publicNetworks = Object.fromEntries(
  Object.entries(PUBLIC_NETWORKS).map(([name, n]) => [name, { url: process.env[n.env] || n.rpc, chainId: n.chainId, accounts: deployerAccounts }]),
);

// Same settings the canonical Uniswap V2 periphery build used, so gas is comparable byte for byte.
const uniswapSettings = { optimizer: { enabled: true, runs: 999999 }, evmVersion: "istanbul" };

const config: HardhatUserConfig = {
  solidity: {
    compilers: [
      { version: "0.6.6", settings: uniswapSettings },
      { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 999999 }, evmVersion: "paris" } },
    ],
  },
  networks: {
    hardhat: hardhatNetwork,
    localhost: { url: RPC_URL, chainId: CHAIN_ID },
    ...publicNetworks,
  },
  // `npx hardhat verify --network pentagon <address> [constructor args]` on the chains' Blockscout explorers
  // (their API takes any non-empty key). Needs the internet; not part of the tests.
  etherscan: {
    apiKey: Object.fromEntries(Object.keys(PUBLIC_NETWORKS).map((name) => [name, process.env.EXPLORER_API_KEY || "blockscout"])),
    customChains: Object.entries(PUBLIC_NETWORKS).map(([network, n]) => ({
      network,
      chainId: n.chainId,
      urls: { apiURL: `${n.explorer}/api`, browserURL: n.explorer },
    })),
  },
  sourcify: { enabled: false },
  paths: {
    sources: "./contracts",
    tests: "./test/contracts",
    cache: "./cache",
    artifacts: "./artifacts",
  },
  typechain: { outDir: "typechain-types", target: "ethers-v6" },
  mocha: {
    timeout: 120000,
    // `npm test` sets MOCHA_JSON_REPORT to collect counts; plain `hardhat test` keeps the spec reporter.
    reporter: process.env.MOCHA_JSON_REPORT ? path.join(__dirname, "scripts/mocha-reporter.js") : "spec",
  },
  gasReporter: { enabled: false },
};

export default config;
