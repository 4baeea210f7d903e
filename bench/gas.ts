/**
 * Gas of every PenRouter transaction beside the canonical UniswapV2Router02 (the artifact shipped in
 * @uniswap/v2-periphery/build), both deployed on the same factory and wrapped native token, with the same pools.
 * Each operation runs on Router02, then the chain is reverted (evm_snapshot/evm_revert) and the same operation runs
 * on PenRouter from the identical state. Prints: operation | Router02 gas | PenRouter gas | ratio, and the worst ratio.
 *
 * Run: npm run bench:gas   (= hardhat run bench/gas.ts, in-process Hardhat network)
 */
import { ethers, network } from "hardhat";
import { BaseContract, Contract, MaxUint256, Signature } from "ethers";
import router02Artifact from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import { deployShippedArtifact } from "../scripts/lib/core";
import { deployCoreWithPoolsFixture, e18 } from "../test/contracts/fixtures";
import { signPairPermit } from "../test/contracts/helpers/permit";
import { IUniswapV2Pair } from "../typechain-types";

const BUDGET = 1.002;

type Fx = Awaited<ReturnType<typeof deployCoreWithPoolsFixture>>;

interface Operation {
  label: string;
  /** Method name on PenRouter; Router02's is the same with PEN spelled ETH. */
  method: string;
  args: (routerAddress: string) => Promise<unknown[]>;
  value?: bigint;
  /** Unmeasured setup run in the operation's own snapshot, e.g. approving LP tokens to the router. */
  prepare?: (routerAddress: string) => Promise<void>;
}

function operations(fx: Fx, chainId: bigint): Operation[] {
  const addr = (c: BaseContract) => c.getAddress();
  const to = fx.recipient.address;
  const D = MaxUint256;
  const permit = async (pair: IUniswapV2Pair, routerAddress: string, liquidity: bigint) => {
    const sig: Signature = await signPairPermit(fx.trader, pair, routerAddress, liquidity, D, chainId);
    return [false, sig.v, sig.r, sig.s];
  };
  const approveLp = (pair: IUniswapV2Pair) => async (routerAddress: string) => {
    await (await pair.connect(fx.trader).approve(routerAddress, MaxUint256)).wait();
  };
  return [
    { label: "addLiquidity (existing pool)", method: "addLiquidity", args: async () => [await addr(fx.tokenA), await addr(fx.tokenB), e18(1), e18(3), 0n, 0n, to, D] },
    { label: "addLiquidity (creates pair)", method: "addLiquidity", args: async () => [await addr(fx.tokenA), await addr(fx.tokenC), e18(2), e18(8), 0n, 0n, to, D] },
    { label: "addLiquidityPEN (refund)", method: "addLiquidityPEN", args: async () => [await addr(fx.tokenA), e18(4), 0n, 0n, to, D], value: e18(3) },
    { label: "addLiquidityPEN (creates pair)", method: "addLiquidityPEN", args: async () => [await addr(fx.tokenB), e18(9), 0n, 0n, to, D], value: e18(1) },
    {
      label: "removeLiquidity",
      method: "removeLiquidity",
      args: async () => [await addr(fx.tokenA), await addr(fx.tokenB), e18("0.5"), 0n, 0n, to, D],
      prepare: approveLp(fx.pairs.tokenA_tokenB),
    },
    {
      label: "removeLiquidityPEN",
      method: "removeLiquidityPEN",
      args: async () => [await addr(fx.tokenA), e18("0.5"), 0n, 0n, to, D],
      prepare: approveLp(fx.pairs.tokenA_wpen),
    },
    {
      label: "removeLiquidityWithPermit",
      method: "removeLiquidityWithPermit",
      args: async (r) => [await addr(fx.tokenA), await addr(fx.tokenB), e18("0.5"), 0n, 0n, to, D, ...(await permit(fx.pairs.tokenA_tokenB, r, e18("0.5")))],
    },
    {
      label: "removeLiquidityPENWithPermit",
      method: "removeLiquidityPENWithPermit",
      args: async (r) => [await addr(fx.tokenA), e18("0.5"), 0n, 0n, to, D, ...(await permit(fx.pairs.tokenA_wpen, r, e18("0.5")))],
    },
    {
      label: "removeLiquidityPENSupportingFOT",
      method: "removeLiquidityPENSupportingFeeOnTransferTokens",
      args: async () => [await addr(fx.fot), e18("0.5"), 0n, 0n, to, D],
      prepare: approveLp(fx.pairs.fot_wpen),
    },
    {
      label: "removeLiquidityPENWithPermitSupportingFOT",
      method: "removeLiquidityPENWithPermitSupportingFeeOnTransferTokens",
      args: async (r) => [await addr(fx.fot), e18("0.5"), 0n, 0n, to, D, ...(await permit(fx.pairs.fot_wpen, r, e18("0.5")))],
    },
    { label: "swapExactTokensForTokens (1 hop)", method: "swapExactTokensForTokens", args: async () => [e18(1), 0n, [await addr(fx.tokenA), await addr(fx.tokenB)], to, D] },
    {
      label: "swapExactTokensForTokens (2 hops)",
      method: "swapExactTokensForTokens",
      args: async () => [e18(1), 0n, [await addr(fx.tokenA), await addr(fx.tokenB), await addr(fx.tokenC)], to, D],
    },
    { label: "swapTokensForExactTokens", method: "swapTokensForExactTokens", args: async () => [e18(1), e18(10), [await addr(fx.tokenA), await addr(fx.tokenB)], to, D] },
    { label: "swapExactPENForTokens", method: "swapExactPENForTokens", args: async () => [0n, [await addr(fx.wpen), await addr(fx.tokenA)], to, D], value: e18(1) },
    { label: "swapTokensForExactPEN", method: "swapTokensForExactPEN", args: async () => [e18("0.5"), e18(10), [await addr(fx.tokenA), await addr(fx.wpen)], to, D] },
    { label: "swapExactTokensForPEN", method: "swapExactTokensForPEN", args: async () => [e18(1), 0n, [await addr(fx.tokenA), await addr(fx.wpen)], to, D] },
    { label: "swapPENForExactTokens (refund)", method: "swapPENForExactTokens", args: async () => [e18(1), [await addr(fx.wpen), await addr(fx.tokenA)], to, D], value: e18(3) },
    {
      label: "swapExactTokensForTokensSupportingFOT",
      method: "swapExactTokensForTokensSupportingFeeOnTransferTokens",
      args: async () => [e18(10), 0n, [await addr(fx.fot), await addr(fx.tokenA)], to, D],
    },
    {
      label: "swapExactPENForTokensSupportingFOT",
      method: "swapExactPENForTokensSupportingFeeOnTransferTokens",
      args: async () => [0n, [await addr(fx.wpen), await addr(fx.fot)], to, D],
      value: e18("0.1"),
    },
    {
      label: "swapExactTokensForPENSupportingFOT",
      method: "swapExactTokensForPENSupportingFeeOnTransferTokens",
      args: async () => [e18(50), 0n, [await addr(fx.fot), await addr(fx.wpen)], to, D],
    },
  ];
}

/** Runs one operation from the current state and returns its gasUsed and its static result; state is restored after. */
async function measure(router: BaseContract, method: string, op: Operation, trader: Fx["trader"]): Promise<{ gas: bigint; result: string }> {
  const snapshot = await network.provider.send("evm_snapshot");
  try {
    const routerAddress = await router.getAddress();
    await op.prepare?.(routerAddress);
    const fn = router.connect(trader).getFunction(method);
    // Permit signatures name the router as spender, so they differ per router (and so do a few calldata bytes).
    const args = await op.args(routerAddress);
    const overrides = { value: op.value ?? 0n };
    // The static result is compared across routers; a static call changes no state, so the permit stays unused.
    const result = await fn.staticCall(...args, overrides);
    const receipt = await (await fn.send(...args, overrides)).wait();
    if (!receipt || receipt.status !== 1) throw new Error(`${op.label}: transaction failed`);
    return { gas: receipt.gasUsed, result: String(result) };
  } finally {
    await network.provider.send("evm_revert", [snapshot]);
  }
}

async function main() {
  const fx = await deployCoreWithPoolsFixture();
  const { chainId } = await ethers.provider.getNetwork();
  const router02Address = await deployShippedArtifact(router02Artifact, fx.deployer, [await fx.factory.getAddress(), await fx.wpen.getAddress()]);
  const router02 = new Contract(router02Address, router02Artifact.abi, fx.deployer);

  // Same starting position for both routers: the trader approves both on every token and holds LP of every pool.
  for (const token of [fx.tokenA, fx.tokenB, fx.tokenC, fx.fot, fx.wpen]) {
    await (await token.connect(fx.trader).approve(router02Address, MaxUint256)).wait();
  }
  // LP of every pool, but no LP allowance yet: the permit variants must start from a zero allowance (as in real use);
  // the plain removals approve the router in their `prepare` step, which is not measured.
  for (const pair of Object.values(fx.pairs)) await (await pair.transfer(fx.trader.address, e18(1))).wait();

  const rows: { label: string; reference: bigint; pen: bigint; ratio: number }[] = [];
  for (const op of operations(fx, chainId)) {
    const reference = await measure(router02, op.method.replace(/PEN/g, "ETH"), op, fx.trader);
    const pen = await measure(fx.router, op.method, op, fx.trader);
    if (reference.result !== pen.result) throw new Error(`${op.label}: results differ (${reference.result} vs ${pen.result})`);
    rows.push({ label: op.label, reference: reference.gas, pen: pen.gas, ratio: Number(pen.gas) / Number(reference.gas) });
  }

  const width = Math.max(...rows.map((r) => r.label.length), "operation".length);
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(width)} | ${b.padStart(12)} | ${c.padStart(13)} | ${d.padStart(6)}`;
  console.log(line("operation", "Router02 gas", "PenRouter gas", "ratio"));
  console.log(`${"-".repeat(width)}-|-${"-".repeat(12)}-|-${"-".repeat(13)}-|-${"-".repeat(6)}`);
  for (const r of rows) console.log(line(r.label, r.reference.toString(), r.pen.toString(), r.ratio.toFixed(4)));
  const worst = rows.reduce((w, r) => (r.ratio > w.ratio ? r : w));
  console.log(`worst ratio: ${worst.ratio.toFixed(4)} (${worst.label}); budget ≤ ${BUDGET}: ${worst.ratio <= BUDGET ? "met" : "EXCEEDED"}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
