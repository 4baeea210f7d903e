/** The V1 and V2 pools a migration moves liquidity between, read straight from the e2e node (never through the app). */
import { IUniswapV2Pair__factory, IV1Exchange__factory } from "../../../typechain-types";
import { PEN_CHAIN, balanceOf, deployment, pairAddress, rpc } from "../support/chain";

/** The V1 exchange's reserves, its supply and the owner's pool tokens. */
export async function v1State(exchange: string, owner: string, chainId = PEN_CHAIN) {
  const ex = IV1Exchange__factory.connect(exchange, rpc(chainId));
  const token = await ex.tokenAddress();
  const [native, tokens, supply, liquidity] = await Promise.all([
    balanceOf("native", exchange, chainId),
    balanceOf(token, exchange, chainId),
    ex.totalSupply(),
    ex.balanceOf(owner),
  ]);
  return { native, token: tokens, supply, liquidity };
}

/** The V2 token/wrapped-native pair (undefined when none exists), its reserves, supply and the owner's LP. */
export async function v2State(token: string, owner: string, chainId = PEN_CHAIN) {
  const address = await pairAddress(token, deployment(chainId).contracts.wrappedNative, chainId);
  if (/^0x0+$/.test(address)) return undefined;
  const pair = IUniswapV2Pair__factory.connect(address, rpc(chainId));
  const [[r0, r1], token0, supply, lp] = await Promise.all([pair.getReserves(), pair.token0(), pair.totalSupply(), pair.balanceOf(owner)]);
  const tokenIs0 = token0.toLowerCase() === token.toLowerCase();
  return { address, native: tokenIs0 ? r1 : r0, token: tokenIs0 ? r0 : r1, supply, lp };
}
