/**
 * Shared fixtures for the contract tests (and the gas bench): PenSwap's core contracts, a set of test tokens and
 * seeded V2 pools. Pools are seeded straight through the pair (transfer + mint), not through the router, so the
 * router tests do not depend on the code they test. Use with loadFixture from hardhat-network-helpers.
 */
import { ethers } from "hardhat";
import { MaxUint256 } from "ethers";
import { deployCore } from "../../scripts/lib/core";
import {
  FeeOnTransferToken,
  FeeOnTransferToken__factory,
  IUniswapV2Pair,
  IUniswapV2Pair__factory,
  TestERC20,
  TestERC20__factory,
} from "../../typechain-types";

export const e18 = (n: number | string) => ethers.parseEther(String(n));

/** Far-future deadline for router calls that are not about deadlines. */
export const DEADLINE = MaxUint256;

/** Seeded reserves, as [amount of first token, amount of second token]. */
export const SEED = {
  tokenA_tokenB: [e18(5), e18(10)],
  tokenB_tokenC: [e18(10), e18(20)],
  tokenA_wpen: [e18(10), e18(5)],
  fot_wpen: [e18(1000), e18(10)], // FOT amount as sent; the pair receives 1% less
  fot_tokenA: [e18(1000), e18(100)],
} as const;

export async function deployCoreWithPoolsFixture() {
  const [deployer, trader, recipient, other] = await ethers.getSigners();
  const core = await deployCore(deployer, { name: "Wrapped PEN", symbol: "WPEN" });
  const { factory, router, wrappedNative: wpen } = core;
  const routerAddress = await router.getAddress();

  const supply = e18(1_000_000);
  const tokenA = await new TestERC20__factory(deployer).deploy("Token A", "TKA", 18, supply);
  const tokenB = await new TestERC20__factory(deployer).deploy("Token B", "TKB", 18, supply);
  const tokenC = await new TestERC20__factory(deployer).deploy("Token C", "TKC", 18, supply);
  const fot = await new FeeOnTransferToken__factory(deployer).deploy("Fee Token", "FOT", supply);

  await (await wpen.deposit({ value: e18(100) })).wait();

  async function seedPool(a: TestERC20 | FeeOnTransferToken | typeof wpen, b: TestERC20 | FeeOnTransferToken | typeof wpen, amountA: bigint, amountB: bigint) {
    const [addrA, addrB] = [await a.getAddress(), await b.getAddress()];
    await (await factory.createPair(addrA, addrB)).wait();
    const pairAddress = await factory.getPair(addrA, addrB);
    await (await a.transfer(pairAddress, amountA)).wait();
    await (await b.transfer(pairAddress, amountB)).wait();
    const pair = IUniswapV2Pair__factory.connect(pairAddress, deployer);
    await (await pair.mint(deployer.address)).wait();
    return pair;
  }

  const pairs = {
    tokenA_tokenB: await seedPool(tokenA, tokenB, ...SEED.tokenA_tokenB),
    tokenB_tokenC: await seedPool(tokenB, tokenC, ...SEED.tokenB_tokenC),
    tokenA_wpen: await seedPool(tokenA, wpen, ...SEED.tokenA_wpen),
    fot_wpen: await seedPool(fot, wpen, ...SEED.fot_wpen),
    fot_tokenA: await seedPool(fot, tokenA, ...SEED.fot_tokenA),
  };

  // The trader holds every token and has approved the router for all of them.
  for (const token of [tokenA, tokenB, tokenC, fot]) {
    await (await token.transfer(trader.address, e18(10_000))).wait();
    await (await token.connect(trader).approve(routerAddress, MaxUint256)).wait();
  }
  await (await wpen.connect(trader).deposit({ value: e18(100) })).wait();
  await (await wpen.connect(trader).approve(routerAddress, MaxUint256)).wait();

  return { ...core, deployer, trader, recipient, other, tokenA, tokenB, tokenC, fot, wpen, pairs };
}

export type CoreWithPools = Awaited<ReturnType<typeof deployCoreWithPoolsFixture>>;

/** Reserves of `pair` ordered as (tokenA, tokenB). */
export async function reservesOf(pair: IUniswapV2Pair, tokenA: string): Promise<[bigint, bigint]> {
  const [r0, r1] = await pair.getReserves();
  return (await pair.token0()) === tokenA ? [r0, r1] : [r1, r0];
}

/** The pair of two tokens, typed; throws if it does not exist. */
export async function pairOf(fx: CoreWithPools, tokenA: string, tokenB: string): Promise<IUniswapV2Pair> {
  const address = await fx.factory.getPair(tokenA, tokenB);
  if (address === ethers.ZeroAddress) throw new Error(`no pair for ${tokenA}/${tokenB}`);
  return IUniswapV2Pair__factory.connect(address, fx.deployer);
}
