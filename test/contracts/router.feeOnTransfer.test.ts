import { expect } from "chai";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { DEADLINE, deployCoreWithPoolsFixture, e18, reservesOf, SEED } from "./fixtures";
import { afterTransferFee, getAmountOut } from "./helpers/uniswapMath";

// FeeOnTransferToken burns 1% of every transfer, so the pair receives less than the router computed up front.
describe("PenRouter: fee-on-transfer swaps", () => {
  it("the plain swap fails on a fee-on-transfer input ('UniswapV2: K'), which is why the variants exist", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [f, a] = [await fx.fot.getAddress(), await fx.tokenA.getAddress()];
    await expect(fx.router.connect(fx.trader).swapExactTokensForTokens(e18(10), 0n, [f, a], fx.trader.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2: K",
    );
  });

  it("swapExactTokensForTokensSupportingFeeOnTransferTokens prices what the pair really received", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [f, a] = [await fx.fot.getAddress(), await fx.tokenA.getAddress()];
    const pair = fx.pairs.fot_tokenA;
    const [rF, rA] = await reservesOf(pair, f);
    expect([rF, rA]).to.deep.equal([afterTransferFee(SEED.fot_tokenA[0]), SEED.fot_tokenA[1]]);
    const amountIn = e18(10);
    const received = afterTransferFee(amountIn);
    expect(received).to.equal(e18("9.9"));
    const out = getAmountOut(received, rF, rA);

    const router = fx.router.connect(fx.trader);
    await expect(
      router.swapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn, out + 1n, [f, a], fx.recipient.address, DEADLINE),
    ).to.be.revertedWith("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT");
    const tx = router.swapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn, out, [f, a], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeTokenBalances(fx.fot, [fx.trader, pair], [-amountIn, received]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient], [out]);
    expect(await reservesOf(pair, f)).to.deep.equal([rF + received, rA - out]);
  });

  it("the same swap with a fee-on-transfer output checks the minimum against what the recipient got", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [f, a] = [await fx.fot.getAddress(), await fx.tokenA.getAddress()];
    const [rA, rF] = await reservesOf(fx.pairs.fot_tokenA, a);
    const amountIn = e18(1);
    const out = getAmountOut(amountIn, rA, rF);
    const delivered = afterTransferFee(out);
    const router = fx.router.connect(fx.trader);
    await expect(
      router.swapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn, delivered + 1n, [a, f], fx.recipient.address, DEADLINE),
    ).to.be.revertedWith("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT");
    const tx = router.swapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn, delivered, [a, f], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeTokenBalances(fx.fot, [fx.recipient, fx.pairs.fot_tokenA], [delivered, -out]);
  });

  it("swapExactPENForTokensSupportingFeeOnTransferTokens wraps the value and delivers the token net of its fee", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [f, w] = [await fx.fot.getAddress(), await fx.wpen.getAddress()];
    const [rW, rF] = await reservesOf(fx.pairs.fot_wpen, w);
    const value = e18("0.1");
    const out = getAmountOut(value, rW, rF);
    const delivered = afterTransferFee(out);
    const router = fx.router.connect(fx.trader);
    await expect(
      router.swapExactPENForTokensSupportingFeeOnTransferTokens(0n, [f, w], fx.recipient.address, DEADLINE, { value }),
    ).to.be.revertedWith("UniswapV2Router: INVALID_PATH");
    await expect(
      router.swapExactPENForTokensSupportingFeeOnTransferTokens(delivered + 1n, [w, f], fx.recipient.address, DEADLINE, { value }),
    ).to.be.revertedWith("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT");
    const tx = router.swapExactPENForTokensSupportingFeeOnTransferTokens(delivered, [w, f], fx.recipient.address, DEADLINE, { value });
    await expect(tx).to.changeEtherBalances([fx.trader, fx.wpen], [-value, value]);
    await expect(tx).to.changeTokenBalances(fx.fot, [fx.recipient], [delivered]);
    expect(await reservesOf(fx.pairs.fot_wpen, w)).to.deep.equal([rW + value, rF - out]);
  });

  it("swapExactTokensForPENSupportingFeeOnTransferTokens pays native coin for what the pair received", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [f, w] = [await fx.fot.getAddress(), await fx.wpen.getAddress()];
    const [rF, rW] = await reservesOf(fx.pairs.fot_wpen, f);
    const amountIn = e18(50);
    const out = getAmountOut(afterTransferFee(amountIn), rF, rW);
    const router = fx.router.connect(fx.trader);
    await expect(
      router.swapExactTokensForPENSupportingFeeOnTransferTokens(amountIn, 0n, [w, f], fx.recipient.address, DEADLINE),
    ).to.be.revertedWith("UniswapV2Router: INVALID_PATH");
    await expect(
      router.swapExactTokensForPENSupportingFeeOnTransferTokens(amountIn, out + 1n, [f, w], fx.recipient.address, DEADLINE),
    ).to.be.revertedWith("UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT");
    const tx = router.swapExactTokensForPENSupportingFeeOnTransferTokens(amountIn, out, [f, w], fx.recipient.address, DEADLINE);
    await expect(tx).to.changeEtherBalances([fx.recipient, fx.wpen, fx.router], [out, -out, 0n]);
    await expect(tx).to.changeTokenBalances(fx.fot, [fx.trader, fx.pairs.fot_wpen], [-amountIn, afterTransferFee(amountIn)]);
  });
});
