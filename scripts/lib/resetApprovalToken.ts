/**
 * The last deploy step on every local chain: a token that refuses to change a non-zero allowance to another
 * non-zero value (mainnet USDT's behaviour), with a pool against the wrapped native and some for each dev
 * account. It comes after everything else so the addresses of the earlier contracts stay what they were.
 */
import { MaxUint256, parseEther, parseUnits, Signer } from "ethers";
import { IERC20__factory, IUniswapV2Factory, IUniswapV2Pair__factory, PenRouter } from "../../typechain-types";
import type { TokenSpec } from "./chainConfig";
import type { SeededPair } from "./pools";
import { deployTokens, type DeployedToken } from "./tokens";

export const RESET_APPROVAL_TOKEN: TokenSpec = {
  symbol: "RUSD",
  name: "Reset Approval USD",
  decimals: 6,
  kind: "resetApproval",
  supply: 10_000_000,
};

/** Pool: 100 native : 10 000 RUSD, the same 1 : 100 price as the other seeded native pools. */
const POOL_NATIVE = "100";
const POOL_TOKENS = "10000";

export async function deployResetApprovalToken(
  router: PenRouter,
  factory: IUniswapV2Factory,
  deployer: Signer,
  recipients: string[],
  wholeTokensPerAccount: number,
): Promise<{ token: DeployedToken; pair: SeededPair }> {
  const spec = RESET_APPROVAL_TOKEN;
  const [token] = await deployTokens([spec], deployer);
  const address = token.address;
  const contract = IERC20__factory.connect(address, deployer);
  await (await contract.approve(await router.getAddress(), MaxUint256)).wait();
  const to = await deployer.getAddress();
  await (await router.addLiquidityPEN(address, parseUnits(POOL_TOKENS, spec.decimals), 0, 0, to, MaxUint256, { value: parseEther(POOL_NATIVE) })).wait();
  for (const recipient of recipients) {
    await (await contract.transfer(recipient, parseUnits(String(wholeTokensPerAccount), spec.decimals))).wait();
  }
  const pairAddress = await factory.getPair(address, await router.WPEN());
  const pair = IUniswapV2Pair__factory.connect(pairAddress, deployer);
  return { token, pair: { address: pairAddress, token0: await pair.token0(), token1: await pair.token1() } };
}
