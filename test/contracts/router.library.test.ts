import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { deployCoreWithPoolsFixture, e18, reservesOf } from "./fixtures";
import { getAmountsIn, getAmountsOut } from "./helpers/uniswapMath";

describe("PenRouter: pricing functions", () => {
  it("quote scales by the reserve ratio and rejects empty input or reserves", async () => {
    const { router } = await loadFixture(deployCoreWithPoolsFixture);
    expect(await router.quote(1n, 100n, 200n)).to.equal(2n);
    expect(await router.quote(2n, 200n, 100n)).to.equal(1n);
    expect(await router.quote(e18(1), e18(3), e18(1))).to.equal(333333333333333333n);
    await expect(router.quote(0n, 100n, 200n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_AMOUNT");
    await expect(router.quote(1n, 0n, 200n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
    await expect(router.quote(1n, 100n, 0n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
  });

  it("getAmountOut applies the 0.3% fee and rounds down", async () => {
    const { router } = await loadFixture(deployCoreWithPoolsFixture);
    expect(await router.getAmountOut(2n, 100n, 100n)).to.equal(1n);
    expect(await router.getAmountOut(e18(1), e18(5), e18(10))).to.equal(1662497915624478906n);
    expect(await router.getAmountOut(e18(1), e18(10), e18(5))).to.equal(453305446940074565n);
    await expect(router.getAmountOut(0n, 100n, 100n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_INPUT_AMOUNT");
    await expect(router.getAmountOut(2n, 0n, 100n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
    await expect(router.getAmountOut(2n, 100n, 0n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
  });

  it("getAmountIn inverts getAmountOut, rounding up", async () => {
    const { router } = await loadFixture(deployCoreWithPoolsFixture);
    expect(await router.getAmountIn(1n, 100n, 100n)).to.equal(2n);
    expect(await router.getAmountIn(e18(1), e18(5), e18(10))).to.equal(557227237267357629n);
    await expect(router.getAmountIn(0n, 100n, 100n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_OUTPUT_AMOUNT");
    await expect(router.getAmountIn(1n, 0n, 100n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
    await expect(router.getAmountIn(1n, 100n, 0n)).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
    // Asking for the whole output reserve is impossible: (reserveOut - amountOut) is zero and the division fails;
    // Solidity 0.6 divides by zero with an invalid opcode, which carries no revert data.
    await expect(router.getAmountIn(100n, 100n, 100n)).to.be.revertedWithoutReason();
  });

  it("getAmountsOut and getAmountsIn read the live reserves of every hop", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, b, c, w] = await Promise.all([fx.tokenA, fx.tokenB, fx.tokenC, fx.wpen].map((t) => t.getAddress()));
    const hops: [bigint, bigint][] = [
      await reservesOf(fx.pairs.tokenB_tokenC, c),
      await reservesOf(fx.pairs.tokenA_tokenB, b),
      await reservesOf(fx.pairs.tokenA_wpen, a),
    ];
    const path = [c, b, a, w];
    expect(await fx.router.getAmountsOut(e18(1), path)).to.deep.equal(getAmountsOut(e18(1), hops));
    expect(await fx.router.getAmountsIn(e18("0.1"), path)).to.deep.equal(getAmountsIn(e18("0.1"), hops));
    expect(await fx.router.getAmountsOut(e18(1), [a, b])).to.deep.equal([e18(1), 1662497915624478906n]);
    expect(await fx.router.getAmountsIn(e18(1), [a, b])).to.deep.equal([557227237267357629n, e18(1)]);
  });

  it("getAmountsOut and getAmountsIn reject short paths and pools that do not exist", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, c] = [await fx.tokenA.getAddress(), await fx.tokenC.getAddress()];
    await expect(fx.router.getAmountsOut(1n, [a])).to.be.revertedWith("UniswapV2Library: INVALID_PATH");
    await expect(fx.router.getAmountsIn(1n, [a])).to.be.revertedWith("UniswapV2Library: INVALID_PATH");
    // No A/C pair: pairFor points at an address with no code, so getReserves reverts without data.
    await expect(fx.router.getAmountsOut(1n, [a, c])).to.be.revertedWithoutReason();
    await expect(fx.router.getAmountsOut(1n, [a, a])).to.be.revertedWith("UniswapV2Library: IDENTICAL_ADDRESSES");
  });

  it("a created but empty pool reports INSUFFICIENT_LIQUIDITY", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, c] = [await fx.tokenA.getAddress(), await fx.tokenC.getAddress()];
    await (await fx.factory.createPair(a, c)).wait();
    await expect(fx.router.getAmountsOut(1n, [a, c])).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
    await expect(fx.router.getAmountsIn(1n, [a, c])).to.be.revertedWith("UniswapV2Library: INSUFFICIENT_LIQUIDITY");
  });
});
