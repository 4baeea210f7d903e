import { HardhatUserConfig, subtask } from "hardhat/config";
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from "hardhat/builtin-tasks/task-names";
import "@nomicfoundation/hardhat-toolbox";
import path from "path";

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
  return { compilerPath, isSolcJs: true, version: args.solcVersion, longVersion };
});

/** Chain id of the in-process network and of `hardhat node`; `npm run chains` sets it per node. */
export const CHAIN_ID = Number(process.env.HARDHAT_CHAIN_ID ?? 555555);
const RPC_URL = process.env.HARDHAT_RPC_URL ?? "http://127.0.0.1:8545";

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
    hardhat: { chainId: CHAIN_ID },
    localhost: { url: RPC_URL, chainId: CHAIN_ID },
  },
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
