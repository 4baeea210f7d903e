/**
 * The last deploy step on every local chain: a token that refuses to change a non-zero allowance to another
 * non-zero value (mainnet USDT's behaviour), with a pool against the wrapped native and some for each dev
 * account. It comes after everything else so the addresses of the earlier contracts stay what they were.
 */
import { MaxUint256, parseEther, parseUnits, Signer } from "ethers";
import { IUniswapV2Factory, IUniswapV2Pair__factory, PenRouter, ResetApprovalToken__factory } from "../../typechain-types";
import type { SeededPair } from "./pools";
import type { DeployedToken } from "./tokens";

export const RESET_APPROVAL_TOKEN = {
  symbol: "RUSD",
  name: "Reset Approval USD",
  decimals: 6,
  kind: "resetApproval",
  supply: 10_000_000,
} as const;

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
  const contract = await new ResetApprovalToken__factory(deployer).deploy(spec.name, spec.symbol, spec.decimals, parseUnits(String(spec.supply), spec.decimals));
  await contract.waitForDeployment();
  const address = await contract.getAddress();
  await (await contract.approve(await router.getAddress(), MaxUint256)).wait();
  const to = await deployer.getAddress();
  await (await router.addLiquidityPEN(address, parseUnits(POOL_TOKENS, spec.decimals), 0, 0, to, MaxUint256, { value: parseEther(POOL_NATIVE) })).wait();
  for (const recipient of recipients) {
    await (await contract.transfer(recipient, parseUnits(String(wholeTokensPerAccount), spec.decimals))).wait();
  }
  const pairAddress = await factory.getPair(address, await router.WPEN());
  const pair = IUniswapV2Pair__factory.connect(pairAddress, deployer);
  return { token: { ...spec, address }, pair: { address: pairAddress, token0: await pair.token0(), token1: await pair.token1() } };
}
