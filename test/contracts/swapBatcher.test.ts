import { expect } from "chai";
import { ethers } from "hardhat";
import { deployCore } from "../../scripts/lib/core";
import { IUniswapV2Pair__factory, SwapBatcher__factory, TestERC20__factory } from "../../typechain-types";

/**
 * The benchmarks' market seeder (contracts/bench/SwapBatcher.sol): its pools are the canonical factory's and its
 * swaps are ordinary pair swaps at the router's price, so readers of the chain (the app, the indexer) see a normal
 * market: each swap leaves exactly the pair's Sync and Swap, with the amounts the router's getAmountOut gives.
 */
describe("SwapBatcher (bench seeder)", () => {
  it("creates tokens and pools, and trades the pairs at the router's price with only their own Sync and Swap", async () => {
    const [deployer, trader] = await ethers.getSigners();
    const core = await deployCore(deployer, { name: "Wrapped PEN", symbol: "WPEN" });
    const batcher = await new SwapBatcher__factory(deployer).deploy();
    const batcherAddress = await batcher.getAddress();
    await (await batcher.createTokens([{ name: "Bulk A", symbol: "BA", supply: ethers.parseEther("1000000") }, { name: "Bulk B", symbol: "BB", supply: ethers.parseEther("1000000") }])).wait();
    const [a, b] = [ethers.getCreateAddress({ from: batcherAddress, nonce: 1 }), ethers.getCreateAddress({ from: batcherAddress, nonce: 2 })];
    expect(await TestERC20__factory.connect(a, deployer).balanceOf(batcherAddress)).to.equal(ethers.parseEther("1000000"));

    const factory = await core.factory.getAddress();
    await (await batcher.addPools(factory, [{ tokenA: a, tokenB: b, amountA: ethers.parseEther("1000"), amountB: ethers.parseEther("4000") }], deployer.address)).wait();
    const pairAddress = await core.factory.getPair(a, b);
    const pair = IUniswapV2Pair__factory.connect(pairAddress, deployer);
    expect(await pair.balanceOf(deployer.address)).to.be.greaterThan(0n);

    const [reserve0, reserve1] = await pair.getReserves();
    const amountIn = (reserve0 * 2500n) / 1_000_000n;
    const expectedOut = await core.router.getAmountOut(amountIn, reserve0, reserve1);
    const receipt = await (await batcher.swap([{ pair: pairAddress, zeroForOne: true, partsPerMillion: 2500, to: trader.address }])).wait();

    const token1 = TestERC20__factory.connect(await pair.token1(), deployer);
    expect(await token1.balanceOf(trader.address)).to.equal(expectedOut);
    const [after0, after1] = await pair.getReserves();
    expect([after0, after1]).to.deep.equal([reserve0 + amountIn, reserve1 - expectedOut]);
    // The pair's own events: one Sync and one Swap (the tokens' Transfers come from the tokens).
    const pairEvents = receipt!.logs.filter((log) => log.address === pairAddress).map((log) => pair.interface.parseLog(log)?.name);
    expect(pairEvents).to.deep.equal(["Sync", "Swap"]);
  });

  it("takes orders from its owner only", async () => {
    const [deployer, stranger] = await ethers.getSigners();
    const batcher = await new SwapBatcher__factory(deployer).deploy();
    await expect(batcher.connect(stranger).swap([])).to.be.revertedWith("SwapBatcher: not the owner");
  });
});
