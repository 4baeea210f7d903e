/**
 * Trades made outside the app: a script signs with a dev key and talks to the e2e node directly, the way
 * another device or app would. The insight pages must find them from the chain alone.
 */
import { Contract, JsonRpcProvider, MaxUint256, NonceManager, parseUnits, Wallet } from "ethers";
import deployment from "../../../deployments/555555.json";
import { chainRpcUrl } from "../support/env";

export const token = (symbol: string): { address: string; decimals: number } => {
  if (symbol === "WPEN") return { address: deployment.contracts.wrappedNative, decimals: 18 };
  const t = deployment.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`no ${symbol} on 555555`);
  return t;
};
export const ROUTER = deployment.contracts.router;
export const pairOf = (a: string, b: string) => {
  const [x, y] = [token(a).address, token(b).address];
  const p = deployment.pairs.find((q) => (q.token0 === x && q.token1 === y) || (q.token0 === y && q.token1 === x));
  if (!p) throw new Error(`no ${a}/${b} pair`);
  return p.address;
};

const ERC20 = ["function approve(address,uint256) returns (bool)", "function allowance(address,address) view returns (uint256)", "function balanceOf(address) view returns (uint256)"];
const ROUTER_ABI = ["function swapExactTokensForTokens(uint256,uint256,address[],address,uint256) returns (uint256[])"];

export function scriptedAccount(key: string) {
  const rpc = new JsonRpcProvider(chainRpcUrl(555555), 555555, { staticNetwork: true, cacheTimeout: -1 });
  const signer = new NonceManager(new Wallet(key, rpc));
  return {
    rpc,
    address: new Wallet(key).address,
    async approve(symbol: string, spender = ROUTER, amount: bigint = MaxUint256): Promise<string> {
      const tx = await new Contract(token(symbol).address, ERC20, signer).approve(spender, amount);
      await tx.wait();
      return tx.hash.toLowerCase();
    },
    async allowance(symbol: string, owner: string, spender = ROUTER): Promise<bigint> {
      return new Contract(token(symbol).address, ERC20, rpc).allowance(owner, spender);
    },
    /** An exact-input swap along `path` (symbols), e.g. ["BARK", "FIVE", "USDT"] is a two-hop swap. */
    async swap(path: string[], amount: string): Promise<string> {
      const router = new Contract(ROUTER, ROUTER_ABI, signer);
      const deadline = Math.floor(Date.now() / 1000) + 3600;
      const tx = await router.swapExactTokensForTokens(parseUnits(amount, token(path[0]).decimals), 0n, path.map((s) => token(s).address), await signer.getAddress(), deadline);
      await tx.wait();
      return tx.hash.toLowerCase();
    },
    close: () => rpc.destroy(),
  };
}
