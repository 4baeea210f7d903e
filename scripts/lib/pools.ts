/** Creates and seeds the V2 pools of a chain's config through the PEN router (pairs are created on first add). */
import { MaxUint256, parseEther, parseUnits, Signer } from "ethers";
import { IERC20__factory, IUniswapV2Factory, IUniswapV2Pair__factory, PenRouter } from "../../typechain-types";
import { PoolSpec, WRAPPED } from "./chainConfig";
import type { DeployedToken } from "./tokens";

export interface SeededPair {
  address: string;
  token0: string;
  token1: string;
}

export function tokenBySymbol(tokens: DeployedToken[], symbol: string): DeployedToken {
  const token = tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`config names unknown token ${symbol}`);
  return token;
}

/** Approves the router once for every token a pool needs (max allowance: the deployer is a throwaway dev key). */
async function approveRouter(tokens: DeployedToken[], router: PenRouter, deployer: Signer): Promise<void> {
  const spender = await router.getAddress();
  for (const token of tokens) {
    await (await IERC20__factory.connect(token.address, deployer).approve(spender, MaxUint256)).wait();
  }
}

export async function seedPools(
  pools: PoolSpec[],
  tokens: DeployedToken[],
  router: PenRouter,
  factory: IUniswapV2Factory,
  deployer: Signer,
): Promise<SeededPair[]> {
  const to = await deployer.getAddress();
  const wrapped = await router.WPEN();
  const addressOf = (symbol: string) => (symbol === WRAPPED ? wrapped : tokenBySymbol(tokens, symbol).address);
  const used = [...new Set(pools.flatMap((p) => [p.a, p.b]).filter((s) => s !== WRAPPED))].map((s) => tokenBySymbol(tokens, s));
  await approveRouter(used, router, deployer);

  const pairs: SeededPair[] = [];
  for (const pool of pools) {
    if (pool.a === WRAPPED || pool.b === WRAPPED) {
      const [token, tokenAmount, nativeAmount] =
        pool.a === WRAPPED ? [tokenBySymbol(tokens, pool.b), pool.amountB, pool.amountA] : [tokenBySymbol(tokens, pool.a), pool.amountA, pool.amountB];
      const amount = parseUnits(String(tokenAmount), token.decimals);
      await (await router.addLiquidityPEN(token.address, amount, 0, 0, to, MaxUint256, { value: parseEther(String(nativeAmount)) })).wait();
    } else {
      const a = tokenBySymbol(tokens, pool.a);
      const b = tokenBySymbol(tokens, pool.b);
      await (
        await router.addLiquidity(
          a.address,
          b.address,
          parseUnits(String(pool.amountA), a.decimals),
          parseUnits(String(pool.amountB), b.decimals),
          0,
          0,
          to,
          MaxUint256,
        )
      ).wait();
    }
    const address = await factory.getPair(addressOf(pool.a), addressOf(pool.b));
    const pair = IUniswapV2Pair__factory.connect(address, deployer);
    pairs.push({ address, token0: await pair.token0(), token1: await pair.token1() });
  }
  return pairs;
}
