/** V2 pools as the liquidity specs check them: reserves, supply, an owner's LP, and the pair's mint and burn math. */
import { NonceManager, Wallet, ZeroAddress } from "ethers";
import { IERC20__factory, IUniswapV2Pair__factory, PenRouter__factory } from "../../../typechain-types";
import { DEV_KEYS } from "../support/env";
import { PEN_CHAIN, balanceOf, deployment, pairAddress, rpc } from "../support/chain";

/** Reserves of the pool of a and b in the order a, b; [0, 0] when there is no pool. */
export async function reserves(a: string, b: string, chainId = PEN_CHAIN): Promise<[bigint, bigint]> {
  const address = await pairAddress(a, b, chainId);
  if (address === ZeroAddress) return [0n, 0n];
  const [r0, r1] = await IUniswapV2Pair__factory.connect(address, rpc(chainId)).getReserves();
  return a.toLowerCase() < b.toLowerCase() ? [r0, r1] : [r1, r0];
}

export async function lpBalance(a: string, b: string, owner: string, chainId = PEN_CHAIN): Promise<bigint> {
  const address = await pairAddress(a, b, chainId);
  return address === ZeroAddress ? 0n : balanceOf(address, owner, chainId);
}

export async function lpSupply(a: string, b: string, chainId = PEN_CHAIN): Promise<bigint> {
  const address = await pairAddress(a, b, chainId);
  return address === ZeroAddress ? 0n : IUniswapV2Pair__factory.connect(address, rpc(chainId)).totalSupply();
}

/** Creates a pool straight through the router (setup for the import test), as dev account `keyIndex`. */
export async function seedPool(a: string, b: string, amount: bigint, keyIndex = 0, chainId = PEN_CHAIN): Promise<void> {
  const signer = new NonceManager(new Wallet(DEV_KEYS[keyIndex], rpc(chainId)));
  const owner = await signer.getAddress();
  const { router } = deployment(chainId).contracts;
  for (const t of [a, b]) await (await IERC20__factory.connect(t, signer).approve(router, amount)).wait();
  await (await PenRouter__factory.connect(router, signer).addLiquidity(a, b, amount, amount, 0, 0, owner, 2n ** 40n)).wait();
}

/** Liquidity a deposit into an existing pool mints: the smaller of the two pro-rata shares, as the pair computes it. */
export function mintedFor(depositA: bigint, depositB: bigint, reserveA: bigint, reserveB: bigint, supply: bigint): bigint {
  const byA = (depositA * supply) / reserveA;
  const byB = (depositB * supply) / reserveB;
  return byA < byB ? byA : byB;
}

/** Amounts a burn of `liquidity` pays out of reserves (rA, rB) with `supply` LP outstanding. */
export function burnedFor(liquidity: bigint, reserveA: bigint, reserveB: bigint, supply: bigint): [bigint, bigint] {
  return [(liquidity * reserveA) / supply, (liquidity * reserveB) / supply];
}
