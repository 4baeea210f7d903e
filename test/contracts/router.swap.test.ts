import { expect } from "chai";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { DEADLINE, deployCoreWithPoolsFixture, e18, reservesOf } from "./fixtures";
import { getAmountIn, getAmountOut, getAmountsIn, getAmountsOut } from "./helpers/uniswapMath";

async function addresses(fx: Awaited<ReturnType<typeof deployCoreWithPoolsFixture>>) {
  return {
    a: await fx.tokenA.getAddress(),
    b: await fx.tokenB.getAddress(),
    c: await fx.tokenC.getAddress(),
    w: await fx.wpen.getAddress(),
  };
}

describe("PenRouter: swaps", () => {
  it("swapExactTokensForTokens pays getAmountOut on one hop (1 A into 5 A / 10 B gives 1.662497915624478906 B)", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, b } = await addresses(fx);
    const pair = fx.pairs.tokenA_tokenB;
    const [rA, rB] = await reservesOf(pair, a);
    const amountIn = e18(1);
    const out = getAmountOut(amountIn, rA, rB);
    expect(out).to.equal(1662497915624478906n); // the value in Uniswap's own router tests for this pool

    const router = fx.router.connect(fx.trader);
    expect(await router.swapExactTokensForTokens.staticCall(amountIn, out, [a, b], fx.recipient.address, DEADLINE)).to.deep.equal([amountIn, out]);
    await expect(router.swapExactTokensForTokens(amountIn, out + 1n, [a, b], fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT",
    );
    const tx = router.swapExactTokensForTokens(amountIn, out, [a, b], fx.recipient.address, DEADLINE);
    await expect(tx).to.emit(pair, "Swap");
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader, pair], [-amountIn, amountIn]);
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.recipient, pair], [out, -out]);
    expect(await reservesOf(pair, a)).to.deep.equal([rA + amountIn, rB - out]);
  });

  it("swapExactTokensForTokens routes A → B → C, chaining getAmountOut through both pools", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, b, c } = await addresses(fx);
    const hops: [bigint, bigint][] = [await reservesOf(fx.pairs.tokenA_tokenB, a), await reservesOf(fx.pairs.tokenB_tokenC, b)];
    const amountIn = e18("0.5");
    const amounts = getAmountsOut(amountIn, hops);
    const router = fx.router.connect(fx.trader);
    expect(await router.swapExactTokensForTokens.staticCall(amountIn, 0n, [a, b, c], fx.recipient.address, DEADLINE)).to.deep.equal(amounts);
    const tx = router.swapExactTokensForTokens(amountIn, amounts[2], [a, b, c], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeTokenBalances(fx.tokenC, [fx.recipient], [amounts[2]]);
    // B only passes through: the first pair pays it straight into the second one.
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.pairs.tokenA_tokenB, fx.pairs.tokenB_tokenC, fx.router], [-amounts[1], amounts[1], 0n]);
    expect(await reservesOf(fx.pairs.tokenB_tokenC, b)).to.deep.equal([hops[1][0] + amounts[1], hops[1][1] - amounts[2]]);
  });

  it("swapTokensForExactTokens takes getAmountIn and delivers the exact output, also over two hops", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, b, c } = await addresses(fx);
    const [rA, rB] = await reservesOf(fx.pairs.tokenA_tokenB, a);
    const amountOut = e18(1);
    const amountIn = getAmountIn(amountOut, rA, rB);
    expect(amountIn).to.equal(557227237267357629n); // ceil(5e18 * 1e18 * 1000 / (9e18 * 997)) + 1

    const router = fx.router.connect(fx.trader);
    await expect(router.swapTokensForExactTokens(amountOut, amountIn - 1n, [a, b], fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: EXCESSIVE_INPUT_AMOUNT",
    );
    expect(await router.swapTokensForExactTokens.staticCall(amountOut, amountIn, [a, b], fx.recipient.address, DEADLINE)).to.deep.equal([
      amountIn,
      amountOut,
    ]);
    const tx = router.swapTokensForExactTokens(amountOut, amountIn, [a, b], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader], [-amountIn]);
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.recipient], [amountOut]);

    const hops: [bigint, bigint][] = [await reservesOf(fx.pairs.tokenA_tokenB, a), await reservesOf(fx.pairs.tokenB_tokenC, b)];
    const amounts = getAmountsIn(e18(2), hops);
    const tx2 = router.swapTokensForExactTokens(e18(2), amounts[0], [a, b, c], fx.recipient.address, DEADLINE);
    await expect(tx2).to.changeTokenBalances(fx.tokenA, [fx.trader], [-amounts[0]]);
    await expect(tx2).to.changeTokenBalances(fx.tokenC, [fx.recipient], [e18(2)]);
  });

  it("swapExactPENForTokens wraps the sent value and swaps it from WPEN", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, w } = await addresses(fx);
    const pair = fx.pairs.tokenA_wpen;
    const [rW, rA] = await reservesOf(pair, w);
    const value = e18(1);
    const out = getAmountOut(value, rW, rA);
    const router = fx.router.connect(fx.trader);
    expect(await router.swapExactPENForTokens.staticCall(out, [w, a], fx.recipient.address, DEADLINE, { value })).to.deep.equal([value, out]);
    await expect(router.swapExactPENForTokens(out + 1n, [w, a], fx.recipient.address, DEADLINE, { value })).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT",
    );
    await expect(router.swapExactPENForTokens(0n, [a, w], fx.recipient.address, DEADLINE, { value })).to.be.revertedWith(
      "UniswapV2Router: INVALID_PATH",
    );
    const tx = router.swapExactPENForTokens(out, [w, a], fx.recipient.address, DEADLINE, { value });
    await expect(tx).to.changeEtherBalances([fx.trader, fx.wpen], [-value, value]);
    await expect(tx).to.changeTokenBalances(fx.wpen, [pair], [value]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient], [out]);
  });

  it("swapTokensForExactPEN delivers exactly the requested native amount", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, w } = await addresses(fx);
    const [rA, rW] = await reservesOf(fx.pairs.tokenA_wpen, a);
    const amountOut = e18("0.5");
    const amountIn = getAmountIn(amountOut, rA, rW);
    const router = fx.router.connect(fx.trader);
    await expect(router.swapTokensForExactPEN(amountOut, amountIn - 1n, [a, w], fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: EXCESSIVE_INPUT_AMOUNT",
    );
    await expect(router.swapTokensForExactPEN(amountOut, amountIn, [w, a], fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INVALID_PATH",
    );
    expect(await router.swapTokensForExactPEN.staticCall(amountOut, amountIn, [a, w], fx.recipient.address, DEADLINE)).to.deep.equal([
      amountIn,
      amountOut,
    ]);
    const tx = router.swapTokensForExactPEN(amountOut, amountIn, [a, w], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeEtherBalances([fx.recipient, fx.wpen, fx.router], [amountOut, -amountOut, 0n]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader], [-amountIn]);
  });

  it("swapExactTokensForPEN unwraps the WPEN output to the recipient", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, b, w } = await addresses(fx);
    // Two hops, B → A → WPEN, so the native leg is at the end of a longer route.
    const hops: [bigint, bigint][] = [await reservesOf(fx.pairs.tokenA_tokenB, b), await reservesOf(fx.pairs.tokenA_wpen, a)];
    const amountIn = e18(2);
    const amounts = getAmountsOut(amountIn, hops);
    const router = fx.router.connect(fx.trader);
    await expect(router.swapExactTokensForPEN(amountIn, amounts[2] + 1n, [b, a, w], fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT",
    );
    await expect(router.swapExactTokensForPEN(amountIn, 0n, [b, a], fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INVALID_PATH",
    );
    expect(await router.swapExactTokensForPEN.staticCall(amountIn, 0n, [b, a, w], fx.recipient.address, DEADLINE)).to.deep.equal(amounts);
    const tx = router.swapExactTokensForPEN(amountIn, amounts[2], [b, a, w], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeEtherBalance(fx.recipient, amounts[2]);
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.trader], [-amountIn]);
  });

  it("swapPENForExactTokens spends only getAmountIn and refunds the rest of the value", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, w } = await addresses(fx);
    const [rW, rA] = await reservesOf(fx.pairs.tokenA_wpen, w);
    const amountOut = e18(1);
    const amountIn = getAmountIn(amountOut, rW, rA);
    const router = fx.router.connect(fx.trader);
    await expect(router.swapPENForExactTokens(amountOut, [w, a], fx.recipient.address, DEADLINE, { value: amountIn - 1n })).to.be.revertedWith(
      "UniswapV2Router: EXCESSIVE_INPUT_AMOUNT",
    );
    await expect(router.swapPENForExactTokens(amountOut, [a, w], fx.recipient.address, DEADLINE, { value: e18(1) })).to.be.revertedWith(
      "UniswapV2Router: INVALID_PATH",
    );
    const value = e18(3);
    expect(await router.swapPENForExactTokens.staticCall(amountOut, [w, a], fx.recipient.address, DEADLINE, { value })).to.deep.equal([
      amountIn,
      amountOut,
    ]);
    const tx = router.swapPENForExactTokens(amountOut, [w, a], fx.recipient.address, DEADLINE, { value });
    // 3 PEN sent; the trader is left paying exactly amountIn (gas excluded), the router keeps nothing.
    await expect(tx).to.changeEtherBalances([fx.trader, fx.router, fx.wpen], [-amountIn, 0n, amountIn]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient], [amountOut]);
  });

  it("every swap reverts after its deadline", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const { a, b, w } = await addresses(fx);
    const past = BigInt(await time.latest());
    const r = fx.router.connect(fx.trader);
    const to = fx.recipient.address;
    const calls = [
      () => r.swapExactTokensForTokens(1n, 0n, [a, b], to, past),
      () => r.swapTokensForExactTokens(1n, 10n, [a, b], to, past),
      () => r.swapExactPENForTokens(0n, [w, a], to, past, { value: 1n }),
      () => r.swapTokensForExactPEN(1n, 10n, [a, w], to, past),
      () => r.swapExactTokensForPEN(1n, 0n, [a, w], to, past),
      () => r.swapPENForExactTokens(1n, [w, a], to, past, { value: 10n }),
      () => r.swapExactTokensForTokensSupportingFeeOnTransferTokens(1n, 0n, [a, b], to, past),
      () => r.swapExactPENForTokensSupportingFeeOnTransferTokens(0n, [w, a], to, past, { value: 1n }),
      () => r.swapExactTokensForPENSupportingFeeOnTransferTokens(1n, 0n, [a, w], to, past),
    ];
    for (const call of calls) await expect(call()).to.be.revertedWith("UniswapV2Router: EXPIRED");
  });

  it("rejects native coin sent from anyone but WPEN (assert in receive)", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    // A failed assert in Solidity 0.6 is an invalid opcode: no revert data, unlike a require.
    await expect(fx.trader.sendTransaction({ to: await fx.router.getAddress(), value: 1n })).to.be.revertedWithoutReason();
  });
});
