import { expect } from "chai";
import { ethers } from "hardhat";
import { deployCore, INIT_CODE_HASH } from "../../scripts/lib/core";
import { TestERC20__factory, IUniswapV2Pair__factory } from "../../typechain-types";
import pairArtifact from "@uniswap/v2-core/build/UniswapV2Pair.json";

describe("core deployment", () => {
  it("deploys the canonical factory, so pair addresses follow the canonical init code hash", async () => {
    const [deployer] = await ethers.getSigners();
    const core = await deployCore(deployer, { name: "Wrapped PEN", symbol: "WPEN" });
    expect(ethers.keccak256(`0x${pairArtifact.bytecode.replace(/^0x/, "")}`)).to.equal(INIT_CODE_HASH);

    const token = await new TestERC20__factory(deployer).deploy("Bark", "BARK", 18, ethers.parseEther("1000"));
    const wpen = await core.wrappedNative.getAddress();
    await (await core.factory.createPair(await token.getAddress(), wpen)).wait();
    const pair = await core.factory.getPair(await token.getAddress(), wpen);
    const [t0, t1] = [await token.getAddress(), wpen].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    const expected = ethers.getCreate2Address(
      await core.factory.getAddress(),
      ethers.solidityPackedKeccak256(["address", "address"], [t0, t1]),
      INIT_CODE_HASH,
    );
    expect(pair).to.equal(expected);
    expect(await IUniswapV2Pair__factory.connect(pair, deployer).token0()).to.equal(t0);
    expect(await core.router.WPEN()).to.equal(wpen);
    expect(await core.v1Factory.exchangeTemplate()).to.equal(core.v1ExchangeTemplate);
  });
});
