/**
 * Real Uniswap V1 positions for the migrate screens: one V1 exchange per configured token (created through
 * the V1 factory), then every dev account adds liquidity to it. The first deposit sets the V1 price.
 */
import { MaxUint256, parseEther, parseUnits, Signer } from "ethers";
import { IERC20__factory, IV1Exchange__factory, IV1Factory } from "../../typechain-types";
import type { V1PositionSpec } from "./chainConfig";
import { tokenBySymbol } from "./pools";
import type { DeployedToken } from "./tokens";

export interface V1ExchangeRecord {
  token: string;
  exchange: string;
}

export async function createV1Positions(
  positions: V1PositionSpec[],
  tokens: DeployedToken[],
  v1Factory: IV1Factory,
  deployer: Signer,
  providers: Signer[],
): Promise<V1ExchangeRecord[]> {
  const records: V1ExchangeRecord[] = [];
  for (const position of positions) {
    const token = tokenBySymbol(tokens, position.token);
    await (await v1Factory.connect(deployer).createExchange(token.address)).wait();
    const exchange = await v1Factory.getExchange(token.address);
    const tokenAmount = parseUnits(String(position.tokensPerAccount), token.decimals);
    for (const [i, account] of providers.entries()) {
      await (await IERC20__factory.connect(token.address, account).approve(exchange, MaxUint256)).wait();
      // Later deposits must match the pool ratio; V1 takes value * tokenReserve / ethReserve + 1 and refunds nothing,
      // so a 1 % cap on top is ample and the minimum of 1 liquidity unit only rules out a zero mint.
      const maxTokens = i === 0 ? tokenAmount : (tokenAmount * 101n) / 100n;
      await (
        await IV1Exchange__factory.connect(exchange, account).addLiquidity(i === 0 ? 0 : 1, maxTokens, MaxUint256, {
          value: parseEther(String(position.nativePerAccount)),
        })
      ).wait();
    }
    records.push({ token: token.address, exchange });
  }
  return records;
}
