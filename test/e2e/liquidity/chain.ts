/** On-chain reads and setup for the liquidity e2e specs (ethers against the e2e node, typechain bindings). */
import { JsonRpcProvider, NonceManager, Wallet, ZeroAddress, type TransactionReceipt } from "ethers";
import deployment from "../../../deployments/555555.json";
import { IERC20__factory, IUniswapV2Factory__factory, IUniswapV2Pair__factory, PenRouter__factory } from "../../../typechain-types";
import { DEV_KEYS, chainRpcUrl } from "../support/env";

// cacheTimeout -1: ethers would otherwise answer a repeated read (a balance, the next nonce) within 250 ms from
// its cache, and a before/after check or two setup transactions in a row would see stale values.
export const provider = new JsonRpcProvider(chainRpcUrl(555555), 555555, { staticNetwork: true, cacheTimeout: -1 });
export const ACCOUNT0 = new Wallet(DEV_KEYS[0]).address;
export const CONTRACTS = deployment.contracts;
export const WPEN = deployment.contracts.wrappedNative;
/** The app's "unlimited" approval of the router: the spec's fixed 10^36 units, not the largest uint256. */
export const ROUTER_UNLIMITED = 10n ** 36n;

export function token(symbol: string): string {
  const found = deployment.tokens.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`no token ${symbol} in deployments/555555.json`);
  return found.address;
}

export async function pairAddress(a: string, b: string): Promise<string> {
  return IUniswapV2Factory__factory.connect(CONTRACTS.factory, provider).getPair(a, b);
}

/** Reserves of the pool of a and b in the order a, b; [0, 0] when there is no pool. */
export async function reserves(a: string, b: string): Promise<[bigint, bigint]> {
  const address = await pairAddress(a, b);
  if (address === ZeroAddress) return [0n, 0n];
  const pair = IUniswapV2Pair__factory.connect(address, provider);
  const [r0, r1] = await pair.getReserves();
  return a.toLowerCase() < b.toLowerCase() ? [r0, r1] : [r1, r0];
}

export async function balanceOf(tokenAddress: string, owner: string): Promise<bigint> {
  return IERC20__factory.connect(tokenAddress, provider).balanceOf(owner);
}

export async function lpBalance(a: string, b: string, owner: string): Promise<bigint> {
  const address = await pairAddress(a, b);
  return address === ZeroAddress ? 0n : balanceOf(address, owner);
}

/** Creates a pool straight through the router (setup for the import test), as dev account `keyIndex`. */
export async function seedPool(a: string, b: string, amount: bigint, keyIndex = 0): Promise<void> {
  const signer = new NonceManager(new Wallet(DEV_KEYS[keyIndex], provider));
  const owner = await signer.getAddress();
  for (const t of [a, b]) await (await IERC20__factory.connect(t, signer).approve(CONTRACTS.router, amount)).wait();
  const router = PenRouter__factory.connect(CONTRACTS.router, signer);
  await (await router.addLiquidity(a, b, amount, amount, 0, 0, owner, 2n ** 40n)).wait();
}

export async function lpSupply(a: string, b: string): Promise<bigint> {
  const address = await pairAddress(a, b);
  return address === ZeroAddress ? 0n : IUniswapV2Pair__factory.connect(address, provider).totalSupply();
}

export async function routerAllowance(tokenAddress: string, owner = ACCOUNT0): Promise<bigint> {
  return IERC20__factory.connect(tokenAddress, provider).allowance(owner, CONTRACTS.router);
}

/** Sets account #0's router allowance for a token directly (test preparation, outside the app). */
export async function setRouterAllowance(tokenAddress: string, amount: bigint): Promise<void> {
  const signer = new Wallet(DEV_KEYS[0], provider);
  await (await IERC20__factory.connect(tokenAddress, signer).approve(CONTRACTS.router, amount)).wait();
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

export const gasPaid = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.gasPrice;
