import { expect } from "chai";
import { ethers } from "hardhat";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256 } from "ethers";
import { DEADLINE, deployCoreWithPoolsFixture, e18, pairOf, reservesOf } from "./fixtures";
import { MINIMUM_LIQUIDITY, mintedLiquidity, optimalDeposit, sqrt } from "./helpers/uniswapMath";
import { IV1Exchange__factory, TestERC20 } from "../../typechain-types";

type Fx = Awaited<ReturnType<typeof deployCoreWithPoolsFixture>>;

/** Gives the trader a real Uniswap V1 position: an exchange made by the V1 factory, liquidity added with native value. */
async function openV1Position(fx: Fx, token: TestERC20, amountPEN: bigint, amountToken: bigint) {
  const tokenAddress = await token.getAddress();
  await (await fx.v1Factory.createExchange(tokenAddress)).wait();
  const exchangeAddress = await fx.v1Factory.getExchange(tokenAddress);
  const exchange = IV1Exchange__factory.connect(exchangeAddress, fx.trader);
  expect(await exchange.tokenAddress()).to.equal(tokenAddress);
  await (await token.connect(fx.trader).approve(exchangeAddress, amountToken)).wait();
  // The first V1 deposit mints as many pool tokens as wei of native coin deposited.
  await (await exchange.addLiquidity(1n, amountToken, DEADLINE, { value: amountPEN })).wait();
  expect(await exchange.balanceOf(fx.trader.address)).to.equal(amountPEN);
  expect(await ethers.provider.getBalance(exchangeAddress)).to.equal(amountPEN);
  expect(await token.balanceOf(exchangeAddress)).to.equal(amountToken);
  await (await exchange.approve(await fx.migrator.getAddress(), MaxUint256)).wait();
  return exchange;
}

describe("PenMigrator", () => {
  it("knows its V1 factory and router", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    expect(await fx.migrator.factoryV1()).to.equal(await fx.v1Factory.getAddress());
    expect(await fx.migrator.router()).to.equal(await fx.router.getAddress());
  });

  it("moves a V1 position into an existing V2 pool priced lower, refunding the excess token", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    // V1 prices A at 3 per PEN; the V2 pool (10 A / 5 PEN) at 2 per PEN: 1 A is left over.
    const [v1PEN, v1A] = [e18(1), e18(3)];
    const exchange = await openV1Position(fx, fx.tokenA, v1PEN, v1A);
    const pair = fx.pairs.tokenA_wpen;
    const [rA, rW] = await reservesOf(pair, a);
    const [depositA, depositPEN] = optimalDeposit(v1A, v1PEN, rA, rW);
    expect([depositA, depositPEN]).to.deep.equal([e18(2), e18(1)]);
    const liquidity = mintedLiquidity(depositA, depositPEN, rA, rW, await pair.totalSupply());

    const tx = fx.migrator.connect(fx.trader).migrate(a, depositA, depositPEN, fx.trader.address, DEADLINE);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader, pair, exchange, fx.migrator], [v1A - depositA, depositA, -v1A, 0n]);
    await expect(tx).to.changeTokenBalances(pair, [fx.trader], [liquidity]);
    await expect(tx).to.changeEtherBalances([fx.trader, exchange, fx.migrator, fx.router], [0n, -v1PEN, 0n, 0n]);
    expect(await exchange.balanceOf(fx.trader.address)).to.equal(0n);
    expect(await exchange.totalSupply()).to.equal(0n);
    expect(await reservesOf(pair, a)).to.deep.equal([rA + depositA, rW + depositPEN]);
    expect(await fx.tokenA.allowance(await fx.migrator.getAddress(), await fx.router.getAddress())).to.equal(0n);
  });

  it("refunds the excess native coin when the V2 pool prices the token higher", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    // V1 prices A at 1 per PEN; V2 at 2 per PEN: half of the PEN comes back.
    const [v1PEN, v1A] = [e18(1), e18(1)];
    await openV1Position(fx, fx.tokenA, v1PEN, v1A);
    const pair = fx.pairs.tokenA_wpen;
    const [rA, rW] = await reservesOf(pair, a);
    const [depositA, depositPEN] = optimalDeposit(v1A, v1PEN, rA, rW);
    expect([depositA, depositPEN]).to.deep.equal([e18(1), e18("0.5")]);
    const liquidity = mintedLiquidity(depositA, depositPEN, rA, rW, await pair.totalSupply());

    const tx = fx.migrator.connect(fx.trader).migrate(a, 0n, 0n, fx.recipient.address, DEADLINE);
    await expect(tx).to.changeEtherBalances([fx.trader, fx.migrator], [v1PEN - depositPEN, 0n]);
    await expect(tx).to.changeTokenBalances(fx.tokenA, [fx.trader], [0n]);
    await expect(tx).to.changeTokenBalances(pair, [fx.recipient, fx.trader], [liquidity, 0n]);
  });

  it("creates the V2 pool at the V1 price when it does not exist yet", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const [c, w] = [await fx.tokenC.getAddress(), await fx.wpen.getAddress()];
    expect(await fx.factory.getPair(c, w)).to.equal(ethers.ZeroAddress);
    const [v1PEN, v1C] = [e18(1), e18(4)];
    await openV1Position(fx, fx.tokenC, v1PEN, v1C);
    const tx = fx.migrator.connect(fx.trader).migrate(c, v1C, v1PEN, fx.trader.address, DEADLINE);
    await expect(tx).to.changeEtherBalance(fx.trader, 0n);
    await expect(tx).to.changeTokenBalance(fx.tokenC, fx.trader, 0n);
    const pair = await pairOf(fx, c, w);
    const expected = sqrt(v1C * v1PEN) - MINIMUM_LIQUIDITY;
    expect(expected).to.equal(e18(2) - 1000n);
    expect(await pair.balanceOf(fx.trader.address)).to.equal(expected);
    expect(await reservesOf(pair, c)).to.deep.equal([v1C, v1PEN]);
  });

  it("reverts with the router's message when the V2 price misses the minimums", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    await openV1Position(fx, fx.tokenA, e18(1), e18(3));
    // V2 takes only 2 A of the 3; asking for all 3 fails in the router and the whole migration rolls back.
    await expect(fx.migrator.connect(fx.trader).migrate(a, e18(3), 0n, fx.trader.address, DEADLINE)).to.be.revertedWith(
      "UniswapV2Router: INSUFFICIENT_A_AMOUNT",
    );
  });

  it("reverts with EXPIRED after the deadline and leaves the V1 position in place", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    const exchange = await openV1Position(fx, fx.tokenA, e18(1), e18(3));
    const past = BigInt(await time.latest());
    await expect(fx.migrator.connect(fx.trader).migrate(a, 0n, 0n, fx.trader.address, past)).to.be.revertedWith(
      "UniswapV2Router: EXPIRED",
    );
    expect(await exchange.balanceOf(fx.trader.address)).to.equal(e18(1));
    expect(await ethers.provider.getBalance(await exchange.getAddress())).to.equal(e18(1));
  });

  it("reverts when the V1 pool tokens were not approved to the migrator", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const a = await fx.tokenA.getAddress();
    const exchange = await openV1Position(fx, fx.tokenA, e18(1), e18(3));
    await (await exchange.approve(await fx.migrator.getAddress(), 0n)).wait();
    // The V1 exchange is Vyper: its transferFrom asserts on the allowance, which reverts without data.
    await expect(fx.migrator.connect(fx.trader).migrate(a, 0n, 0n, fx.trader.address, DEADLINE)).to.be.revertedWithoutReason();
    expect(await exchange.balanceOf(fx.trader.address)).to.equal(e18(1));
  });

  it("reverts for a token that has no V1 exchange", async () => {
    const fx = await loadFixture(deployCoreWithPoolsFixture);
    const b = await fx.tokenB.getAddress();
    expect(await fx.v1Factory.getExchange(b)).to.equal(ethers.ZeroAddress);
    // getExchange answers the zero address; calling balanceOf on it fails Solidity's code-size check without data.
    await expect(fx.migrator.connect(fx.trader).migrate(b, 0n, 0n, fx.trader.address, DEADLINE)).to.be.revertedWithoutReason();
  });
});
