import type { HardhatUserConfig } from "hardhat/config";

/**
 * The config the local chains' `hardhat node` processes start with (scripts/lib/localChains.ts): the in-process
 * network alone, which is all a node serves. hardhat.config.ts takes this network and adds the compilers, the
 * toolbox plugins and the public networks, which a node never uses and which made each start cost 3.5 CPU-s
 * instead of 2 (a test run starts a dozen nodes). `npx hardhat node` with the main config serves the same chain.
 */

/** Chain id of the in-process network and of `hardhat node`; `npm run chains` sets it per node. */
export const CHAIN_ID = Number(process.env.HARDHAT_CHAIN_ID ?? 555555);

/**
 * Where the chain's clock starts (an ISO date): `npm run dev` starts its chains 31 days back so the seeded market's
 * swaps can lie over the past 30 days and its last block end at the present. Unset, the clock starts now.
 */
const INITIAL_DATE = process.env.PENSWAP_CHAIN_INITIAL_DATE;

export const hardhatNetwork = { chainId: CHAIN_ID, ...(INITIAL_DATE ? { initialDate: INITIAL_DATE } : {}) };

const config: HardhatUserConfig = { networks: { hardhat: hardhatNetwork } };

export default config;
