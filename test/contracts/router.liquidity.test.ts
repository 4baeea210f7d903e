import { expect } from "chai";
import { ethers } from "hardhat";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256 } from "ethers";
import { DEADLINE, deployCoreWithPoolsFixture, e18, pairOf, reservesOf, SEED } from "./fixtures";
import { afterTransferFee, burnedAmounts, MINIMUM_LIQUIDITY, mintedLiquidity, optimalDeposit, sqrt } from "./helpers/uniswapMath";
import { pairPermitDomain, signPairPermit } from "./helpers/permit";

describe("PenRouter: add liquidity", () => {
  it("factory() and WPEN() return the constructor arguments", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    expect(await fx.router.factory()).to.equal(await fx.factory.getAddress());
    expect(await fx.router.WPEN()).to.equal(await fx.wpen.getAddress());
  });

  it("addLiquidity creates a missing pair and mints sqrt(a*b) - 1000 on the first deposit", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, c] = [await fx.tokenA.getAddress(), await fx.tokenC.getAddress()];
    expect(await fx.factory.getPair(a, c)).to.equal(ethers.ZeroAddress);
    const [amountA, amountC] = [e18(2), e18(8)];
    const expectedLiquidity = sqrt(amountA * amountC) - MINIMUM_LIQUIDITY;
    expect(expectedLiquidity).to.equal(e18(4) - 1000n); // sqrt(2e18 * 8e18) = 4e18

    const router = fx.router.connect(fx.trader);
    const args = [a, c, amountA, amountC, 0n, 0n, fx.recipient.address, DEADLINE] as const;
    expect(await router.addLiquidity.staticCall(...args)).to.deep.equal([amountA, amountC, expectedLiquidity]);
    const tx = router.addLiquidity(...args);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader], [-amountA]);
    await expect(tx).to.changeTokenBalances(fx.tokenC, [fx.trader], [-amountC]);

    const pair = await pairOf(fx, a, c);
    expect(await pair.balanceOf(fx.recipient.address)).to.equal(expectedLiquidity);
    expect(await pair.balanceOf(ethers.ZeroAddress)).to.equal(MINIMUM_LIQUIDITY);
    expect(await pair.totalSupply()).to.equal(sqrt(amountA * amountC));
    expect(await reservesOf(pair, a)).to.deep.equal([amountA, amountC]);
  });

  it("addLiquidity deposits at the pool price, taking all of A when B is in excess", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const pair = fx.pairs.tokenA_tokenB;
    const [rA, rB] = await reservesOf(pair, a);
    expect([rA, rB]).to.deep.equal([...SEED.tokenA_tokenB]);
    const supply = await pair.totalSupply();

    const [depositA, depositB] = optimalDeposit(e18(1), e18(3), rA, rB);
    expect([depositA, depositB]).to.deep.equal([e18(1), e18(2)]);
    const liquidity = mintedLiquidity(depositA, depositB, rA, rB, supply);

    const router = fx.router.connect(fx.trader);
    const args = [a, b, e18(1), e18(3), e18(1), e18(2), fx.trader.address, DEADLINE] as const;
    expect(await router.addLiquidity.staticCall(...args)).to.deep.equal([depositA, depositB, liquidity]);
    const tx = router.addLiquidity(...args);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader, pair], [-depositA, depositA]);
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.trader, pair], [-depositB, depositB]);
    expect(await pair.balanceOf(fx.trader.address)).to.equal(liquidity);
    expect(await reservesOf(pair, a)).to.deep.equal([rA + depositA, rB + depositB]);
  });

  it("addLiquidity takes all of B and less A when A is in excess", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const pair = fx.pairs.tokenA_tokenB;
    const [rA, rB] = await reservesOf(pair, a);
    const [depositA, depositB] = optimalDeposit(e18(2), e18(1), rA, rB);
    expect([depositA, depositB]).to.deep.equal([e18("0.5"), e18(1)]);
    const liquidity = mintedLiquidity(depositA, depositB, rA, rB, await pair.totalSupply());
    const router = fx.router.connect(fx.trader);
    const result = await router.addLiquidity.staticCall(a, b, e18(2), e18(1), 0n, 0n, fx.trader.address, DEADLINE);
    expect(result).to.deep.equal([depositA, depositB, liquidity]);
  });

  it("addLiquidity reverts below the minimums and after the deadline", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const router = fx.router.connect(fx.trader);
    await expect(router.addLiquidity(a, b, e18(1), e18(3), 0n, e18(2) + 1n, fx.trader.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_B_AMOUNT",
    );
    await expect(router.addLiquidity(a, b, e18(2), e18(1), e18("0.5") + 1n, 0n, fx.trader.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_A_AMOUNT",
    );
    const past = BigInt(await time.latest());
    await expect(router.addLiquidity(a, b, e18(1), e18(2), 0n, 0n, fx.trader.address, past)).to.be.revertedWith(
      "UniswapV2Router: EXPIRED",
    );
  });

  it("addLiquidityPEN wraps only what the pool price takes and refunds the excess native coin", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    const pair = fx.pairs.tokenA_wpen;
    const [rA, rW] = await reservesOf(pair, a);
    expect([rA, rW]).to.deep.equal([...SEED.tokenA_wpen]);
    const [depositA, depositPEN] = optimalDeposit(e18(4), e18(3), rA, rW);
    expect([depositA, depositPEN]).to.deep.equal([e18(4), e18(2)]);
    const liquidity = mintedLiquidity(depositA, depositPEN, rA, rW, await pair.totalSupply());

    const router = fx.router.connect(fx.trader);
    const args = [a, e18(4), 0n, 0n, fx.trader.address, DEADLINE] as const;
    expect(await router.addLiquidityPEN.staticCall(...args, { value: e18(3) })).to.deep.equal([depositA, depositPEN, liquidity]);
    const tx = router.addLiquidityPEN(...args, { value: e18(3) });
    // 3 PEN sent, 1 PEN refunded: the trader pays exactly 2 PEN (gas excluded) and the router keeps nothing.
    await expect(tx).to.changeEtherBalances([fx.trader, fx.router, fx.wpen], [-depositPEN, 0n, depositPEN]);
    await expect(tx).to.changeTokenBalances(fx.wpen, [pair], [depositPEN]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader, pair], [-depositA, depositA]);
    expect(await reservesOf(pair, a)).to.deep.equal([rA + depositA, rW + depositPEN]);
    expect(await fx.wpen.balanceOf(await fx.router.getAddress())).to.equal(0n);
  });

  it("addLiquidityPEN reverts after the deadline and keeps the native coin", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    const past = BigInt(await time.latest());
    const tx = fx.router.connect(fx.trader).addLiquidityPEN(a, e18(1), 0n, 0n, fx.trader.address, past, { value: e18(1) });
    await expect(tx).to.be.revertedWith("UniswapV2Router: EXPIRED");
    expect(await ethers.provider.getBalance(await fx.router.getAddress())).to.equal(0n);
  });

  it("addLiquidityPEN creates a token/WPEN pool on the first deposit", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [b, w] = [await fx.tokenB.getAddress(), await fx.wpen.getAddress()];
    const router = fx.router.connect(fx.trader);
    const [amountB, amountPEN] = [e18(9), e18(1)];
    const expected = sqrt(amountB * amountPEN) - MINIMUM_LIQUIDITY;
    expect(expected).to.equal(e18(3) - 1000n);
    const tx = router.addLiquidityPEN(b, amountB, amountB, amountPEN, fx.recipient.address, DEADLINE, { value: amountPEN });
    await expect(tx).to.changeEtherBalance(fx.trader, -amountPEN);
    const pair = await pairOf(fx, b, w);
    expect(await pair.balanceOf(fx.recipient.address)).to.equal(expected);
    expect(await reservesOf(pair, b)).to.deep.equal([amountB, amountPEN]);
  });
});

describe("PenRouter: remove liquidity", () => {
  async function traderWithLiquidityFixture() {
    const fx = await deployCoreWithPoolsFixture();
    // Hand the trader some LP tokens of every seeded pool (the deployer holds them all after seeding).
    for (const pair of Object.values(fx.pairs)) await (await pair.transfer(fx.trader.address, e18(1))).wait();
    return fx;
  }

  it("removeLiquidity burns LP for the pro-rata amounts, returned in the caller's token order", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const pair = fx.pairs.tokenA_tokenB.connect(fx.trader);
    await (await pair.approve(await fx.router.getAddress(), MaxUint256)).wait();
    const [rA, rB] = await reservesOf(pair, a);
    const supply = await pair.totalSupply();
    const liquidity = e18("0.5");
    const [outA, outB] = burnedAmounts(liquidity, rA, rB, supply);

    const router = fx.router.connect(fx.trader);
    expect(await router.removeLiquidity.staticCall(a, b, liquidity, 0n, 0n, fx.recipient.address, DEADLINE)).to.deep.equal([outA, outB]);
    expect(await router.removeLiquidity.staticCall(b, a, liquidity, 0n, 0n, fx.recipient.address, DEADLINE)).to.deep.equal([outB, outA]);
    await expect(router.removeLiquidity(a, b, liquidity, outA + 1n, 0n, fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_A_AMOUNT",
    );
    await expect(router.removeLiquidity(a, b, liquidity, 0n, outB + 1n, fx.recipient.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_B_AMOUNT",
    );

    const tx = router.removeLiquidity(a, b, liquidity, outA, outB, fx.recipient.address, DEADLINE);
    await expect(tx).to.changeTokenBalances(pair, [fx.trader], [-liquidity]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient, pair], [outA, -outA]);
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.recipient, pair], [outB, -outB]);
    expect(await pair.totalSupply()).to.equal(supply - liquidity);
    expect(await reservesOf(pair, a)).to.deep.equal([rA - outA, rB - outB]);
  });

  it("removeLiquidityPEN pays the token and unwrapped native coin to the recipient", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const a = await fx.tokenA.getAddress();
    const pair = fx.pairs.tokenA_wpen.connect(fx.trader);
    await (await pair.approve(await fx.router.getAddress(), MaxUint256)).wait();
    const [rA, rW] = await reservesOf(pair, a);
    const liquidity = e18(1);
    const [outA, outPEN] = burnedAmounts(liquidity, rA, rW, await pair.totalSupply());

    const router = fx.router.connect(fx.trader);
    expect(await router.removeLiquidityPEN.staticCall(a, liquidity, 0n, 0n, fx.recipient.address, DEADLINE)).to.deep.equal([outA, outPEN]);
    const tx = router.removeLiquidityPEN(a, liquidity, outA, outPEN, fx.recipient.address, DEADLINE);
    await expect(tx).to.changeEtherBalances([fx.recipient, fx.wpen, fx.router], [outPEN, -outPEN, 0n]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient, fx.router], [outA, 0n]);
    await expect(tx).to.changeTokenBalances(pair, [fx.trader], [-liquidity]);
    expect(await reservesOf(pair, a)).to.deep.equal([rA - outA, rW - outPEN]);
  });

  it("removeLiquidityWithPermit needs no prior approval and consumes exactly the signed allowance", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const pair = fx.pairs.tokenA_tokenB;
    const routerAddress = await fx.router.getAddress();
    const { chainId } = await ethers.provider.getNetwork();
    // The signature is only valid if our domain matches the pair's on-chain DOMAIN_SEPARATOR.
    expect(await pair.DOMAIN_SEPARATOR()).to.equal(ethers.TypedDataEncoder.hashDomain(await pairPermitDomain(pair, chainId)));
    expect(await pair.allowance(fx.trader.address, routerAddress)).to.equal(0n);

    const liquidity = e18("0.25");
    const [rA, rB] = await reservesOf(pair, a);
    const [outA, outB] = burnedAmounts(liquidity, rA, rB, await pair.totalSupply());
    const deadline = BigInt(await time.latest()) + 3600n;
    const sig = await signPairPermit(fx.trader, pair, routerAddress, liquidity, deadline, chainId);
    const router = fx.router.connect(fx.trader);
    const args = [a, b, liquidity, outA, outB, fx.recipient.address, deadline, false, sig.v, sig.r, sig.s] as const;
    expect(await router.removeLiquidityWithPermit.staticCall(...args)).to.deep.equal([outA, outB]);
    const tx = router.removeLiquidityWithPermit(...args);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient], [outA]);
    await expect(tx).to.changeTokenBalances(fx.tokenB, [fx.recipient], [outB]);
    await expect(tx).to.changeTokenBalances(pair, [fx.trader], [-liquidity]);
    expect(await pair.allowance(fx.trader.address, routerAddress)).to.equal(0n);
    expect(await pair.nonces(fx.trader.address)).to.equal(1n);

    // A replayed signature no longer matches the nonce.
    await expect(router.removeLiquidityWithPermit(...args)).to.be.revertedWith("UniswapV2: INVALID_SIGNATURE");
  });

  it("removeLiquidityWithPermit with approveMax leaves an infinite allowance", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const pair = fx.pairs.tokenA_tokenB;
    const routerAddress = await fx.router.getAddress();
    const { chainId } = await ethers.provider.getNetwork();
    const sig = await signPairPermit(fx.trader, pair, routerAddress, MaxUint256, DEADLINE, chainId);
    const router = fx.router.connect(fx.trader);
    await (await router.removeLiquidityWithPermit(a, b, e18("0.1"), 0n, 0n, fx.trader.address, DEADLINE, true, sig.v, sig.r, sig.s)).wait();
    expect(await pair.allowance(fx.trader.address, routerAddress)).to.equal(MaxUint256);
    expect(await pair.balanceOf(fx.trader.address)).to.equal(e18("0.9"));
  });

  it("removeLiquidityPENWithPermit removes token/WPEN liquidity by signature", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const a = await fx.tokenA.getAddress();
    const pair = fx.pairs.tokenA_wpen;
    const { chainId } = await ethers.provider.getNetwork();
    const liquidity = e18("0.4");
    const [rA, rW] = await reservesOf(pair, a);
    const [outA, outPEN] = burnedAmounts(liquidity, rA, rW, await pair.totalSupply());
    const sig = await signPairPermit(fx.trader, pair, await fx.router.getAddress(), liquidity, DEADLINE, chainId);
    const router = fx.router.connect(fx.trader);
    const args = [a, liquidity, outA, outPEN, fx.recipient.address, DEADLINE, false, sig.v, sig.r, sig.s] as const;
    expect(await router.removeLiquidityPENWithPermit.staticCall(...args)).to.deep.equal([outA, outPEN]);
    const tx = router.removeLiquidityPENWithPermit(...args);
    await expect(tx).to.changeEtherBalance(fx.recipient, outPEN);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.recipient], [outA]);
    await expect(tx).to.changeTokenBalances(pair, [fx.trader], [-liquidity]);
  });

  it("removeLiquidityPEN fails on a fee-on-transfer token: the router receives less than the pair reported", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    await (await fx.pairs.fot_wpen.connect(fx.trader).approve(await fx.router.getAddress(), MaxUint256)).wait();
    await expect(
      fx.router.connect(fx.trader).removeLiquidityPEN(await fx.fot.getAddress(), e18(1), 0n, 0n, fx.recipient.address, DEADLINE),
    ).to.be.revertedWith("TransferHelper: TRANSFER_FAILED");
  });

  it("removeLiquidityPENSupportingFeeOnTransferTokens forwards what the router actually received", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const f = await fx.fot.getAddress();
    const pair = fx.pairs.fot_wpen.connect(fx.trader);
    await (await pair.approve(await fx.router.getAddress(), MaxUint256)).wait();
    const [rF, rW] = await reservesOf(pair, f);
    expect(rF).to.equal(afterTransferFee(SEED.fot_wpen[0]));
    const liquidity = e18(1);
    const [outF, outPEN] = burnedAmounts(liquidity, rF, rW, await pair.totalSupply());
    // Pair → router burns 1%, router → recipient burns 1% again.
    const received = afterTransferFee(afterTransferFee(outF));

    const router = fx.router.connect(fx.trader);
    const args = [f, liquidity, outF, outPEN, fx.recipient.address, DEADLINE] as const;
    expect(await router.removeLiquidityPENSupportingFeeOnTransferTokens.staticCall(...args)).to.equal(outPEN);
    const tx = router.removeLiquidityPENSupportingFeeOnTransferTokens(...args);
    await expect(tx).to.changeEtherBalance(fx.recipient, outPEN);
    await expect(tx).to.changeTokenBalances(fx.fot, [fx.recipient, fx.router, pair], [received, 0n, -outF]);
    expect(await reservesOf(pair, f)).to.deep.equal([rF - outF, rW - outPEN]);
  });

  it("removeLiquidityPENWithPermitSupportingFeeOnTransferTokens does the same by signature", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const f = await fx.fot.getAddress();
    const pair = fx.pairs.fot_wpen;
    const { chainId } = await ethers.provider.getNetwork();
    const liquidity = e18("0.3");
    const [rF, rW] = await reservesOf(pair, f);
    const [outF, outPEN] = burnedAmounts(liquidity, rF, rW, await pair.totalSupply());
    const sig = await signPairPermit(fx.trader, pair, await fx.router.getAddress(), liquidity, DEADLINE, chainId);
    const router = fx.router.connect(fx.trader);
    const args = [f, liquidity, 0n, outPEN, fx.recipient.address, DEADLINE, false, sig.v, sig.r, sig.s] as const;
    expect(await router.removeLiquidityPENWithPermitSupportingFeeOnTransferTokens.staticCall(...args)).to.equal(outPEN);
    const tx = router.removeLiquidityPENWithPermitSupportingFeeOnTransferTokens(...args);
    await expect(tx).to.changeEtherBalance(fx.recipient, outPEN);
    await expect(tx).to.changeTokenBalances(fx.fot, [fx.recipient], [afterTransferFee(afterTransferFee(outF))]);
    await expect(tx).to.changeTokenBalances(pair, [fx.trader], [-liquidity]);
  });

  it("permit removals reject a permit signed by someone other than the caller and leave the LP untouched", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b, f] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress(), await fx.fot.getAddress()];
    const routerAddress = await fx.router.getAddress();
    const { chainId } = await ethers.provider.getNetwork();
    const liquidity = e18("0.1");
    const router = fx.router.connect(fx.trader);
    // `other` signs a permit over its own (empty) position; the trader submits it, so the pair recovers `other`,
    // not the trader, as the owner and must refuse it.
    const cases = [
      async () => {
        const sig = await signPairPermit(fx.other, fx.pairs.tokenA_tokenB, routerAddress, liquidity, DEADLINE, chainId);
        return router.removeLiquidityWithPermit(a, b, liquidity, 0n, 0n, fx.trader.address, DEADLINE, false, sig.v, sig.r, sig.s);
      },
      async () => {
        const sig = await signPairPermit(fx.other, fx.pairs.tokenA_wpen, routerAddress, liquidity, DEADLINE, chainId);
        return router.removeLiquidityPENWithPermit(a, liquidity, 0n, 0n, fx.trader.address, DEADLINE, false, sig.v, sig.r, sig.s);
      },
      async () => {
        const sig = await signPairPermit(fx.other, fx.pairs.fot_wpen, routerAddress, liquidity, DEADLINE, chainId);
        return router.removeLiquidityPENWithPermitSupportingFeeOnTransferTokens(
          f, liquidity, 0n, 0n, fx.trader.address, DEADLINE, false, sig.v, sig.r, sig.s,
        );
      },
    ];
    for (const send of cases) await expect(send()).to.be.revertedWith("UniswapV2: INVALID_SIGNATURE");
    for (const pair of [fx.pairs.tokenA_tokenB, fx.pairs.tokenA_wpen, fx.pairs.fot_wpen]) {
      expect(await pair.balanceOf(fx.trader.address)).to.equal(e18(1));
      expect(await pair.allowance(fx.trader.address, routerAddress)).to.equal(0n);
    }
  });

  it("permit removals reject a permit whose value differs from the amount removed", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const { chainId } = await ethers.provider.getNetwork();
    // Signed for 0.1 LP, submitted for 0.2: the digest the pair rebuilds does not match the signature.
    const sig = await signPairPermit(fx.trader, fx.pairs.tokenA_tokenB, await fx.router.getAddress(), e18("0.1"), DEADLINE, chainId);
    await expect(
      fx.router.connect(fx.trader).removeLiquidityWithPermit(a, b, e18("0.2"), 0n, 0n, fx.trader.address, DEADLINE, false, sig.v, sig.r, sig.s),
    ).to.be.revertedWith("UniswapV2: INVALID_SIGNATURE");
  });

  it("permit removals revert with EXPIRED once the signed deadline has passed", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b, f] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress(), await fx.fot.getAddress()];
    const routerAddress = await fx.router.getAddress();
    const { chainId } = await ethers.provider.getNetwork();
    const liquidity = e18("0.1");
    const deadline = BigInt(await time.latest()) + 60n;
    // Sign while valid, then let the chain pass the deadline: the pair's permit is the first check to fail.
    const sigs = {
      ab: await signPairPermit(fx.trader, fx.pairs.tokenA_tokenB, routerAddress, liquidity, deadline, chainId),
      aw: await signPairPermit(fx.trader, fx.pairs.tokenA_wpen, routerAddress, liquidity, deadline, chainId),
      fw: await signPairPermit(fx.trader, fx.pairs.fot_wpen, routerAddress, liquidity, deadline, chainId),
    };
    await time.increaseTo(deadline + 1n);
    const router = fx.router.connect(fx.trader);
    const to = fx.trader.address;
    await expect(
      router.removeLiquidityWithPermit(a, b, liquidity, 0n, 0n, to, deadline, false, sigs.ab.v, sigs.ab.r, sigs.ab.s),
    ).to.be.revertedWith("UniswapV2: EXPIRED");
    await expect(
      router.removeLiquidityPENWithPermit(a, liquidity, 0n, 0n, to, deadline, false, sigs.aw.v, sigs.aw.r, sigs.aw.s),
    ).to.be.revertedWith("UniswapV2: EXPIRED");
    await expect(
      router.removeLiquidityPENWithPermitSupportingFeeOnTransferTokens(f, liquidity, 0n, 0n, to, deadline, false, sigs.fw.v, sigs.fw.r, sigs.fw.s),
    ).to.be.revertedWith("UniswapV2: EXPIRED");
    expect(await fx.pairs.tokenA_tokenB.nonces(fx.trader.address)).to.equal(0n);
    expect(await fx.pairs.tokenA_tokenB.balanceOf(fx.trader.address)).to.equal(e18(1));
  });

  it("remove functions revert after the deadline", async () => {
    const fx = await loadFixture(traderWithLiquidityFixture);
    const [a, b] = [await fx.tokenA.getAddress(), await fx.tokenB.getAddress()];
    const past = BigInt(await time.latest());
    const router = fx.router.connect(fx.trader);
    await expect(router.removeLiquidity(a, b, 1n, 0n, 0n, fx.trader.address, past)).to.be.revertedWith("UniswapV2Router: EXPIRED");
    await expect(router.removeLiquidityPEN(a, 1n, 0n, 0n, fx.trader.address, past)).to.be.revertedWith("UniswapV2Router: EXPIRED");
    await expect(
      router.removeLiquidityPENSupportingFeeOnTransferTokens(a, 1n, 0n, 0n, fx.trader.address, past),
    ).to.be.revertedWith("UniswapV2Router: EXPIRED");
  });
});
