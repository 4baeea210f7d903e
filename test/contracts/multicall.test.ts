import { expect } from "chai";
import { ethers } from "hardhat";
import { loadFixture, mine, time } from "@nomicfoundation/hardhat-network-helpers";
import { Multicall__factory, RevertingNameToken__factory, TestERC20__factory } from "../../typechain-types";

async function multicallFixture() {
  const [deployer, holder] = await ethers.getSigners();
  const multicall = await new Multicall__factory(deployer).deploy();
  const token = await new TestERC20__factory(deployer).deploy("Bark", "BARK", 18, 1000n);
  await (await token.transfer(holder.address, 250n)).wait();
  const noName = await new RevertingNameToken__factory(deployer).deploy("NONAME", 1n);
  return { multicall, token, noName, deployer, holder };
}

describe("Multicall", () => {
  it("aggregate returns the block number and every call's return data in order", async () => {
    const { multicall, token, holder, deployer } = await loadFixture(multicallFixture);
    const target = await token.getAddress();
    const calls = [
      { target, callData: token.interface.encodeFunctionData("balanceOf", [holder.address]) },
      { target, callData: token.interface.encodeFunctionData("balanceOf", [deployer.address]) },
      { target, callData: token.interface.encodeFunctionData("symbol") },
    ];
    const [blockNumber, data] = await multicall.aggregate.staticCall(calls);
    expect(blockNumber).to.equal(BigInt(await ethers.provider.getBlockNumber()));
    expect(token.interface.decodeFunctionResult("balanceOf", data[0])[0]).to.equal(250n);
    expect(token.interface.decodeFunctionResult("balanceOf", data[1])[0]).to.equal(750n);
    expect(token.interface.decodeFunctionResult("symbol", data[2])[0]).to.equal("BARK");
  });

  it("aggregate fails the whole batch when one call reverts", async () => {
    const { multicall, token, noName } = await loadFixture(multicallFixture);
    const calls = [
      { target: await token.getAddress(), callData: token.interface.encodeFunctionData("symbol") },
      { target: await noName.getAddress(), callData: noName.interface.encodeFunctionData("name") },
    ];
    await expect(multicall.aggregate.staticCall(calls)).to.be.revertedWith("Multicall aggregate: call failed");
  });

  it("tryAggregate(false) keeps the other results when one call reverts, with the revert data", async () => {
    const { multicall, token, noName, holder } = await loadFixture(multicallFixture);
    const calls = [
      { target: await token.getAddress(), callData: token.interface.encodeFunctionData("balanceOf", [holder.address]) },
      { target: await noName.getAddress(), callData: noName.interface.encodeFunctionData("name") },
      { target: await noName.getAddress(), callData: noName.interface.encodeFunctionData("symbol") },
    ];
    const results = await multicall.tryAggregate.staticCall(false, calls);
    expect(results.map((r) => r.success)).to.deep.equal([true, false, true]);
    expect(token.interface.decodeFunctionResult("balanceOf", results[0].returnData)[0]).to.equal(250n);
    // Error("no name") ABI-encoded: selector 0x08c379a0 + string.
    expect(results[1].returnData).to.equal(ethers.concat(["0x08c379a0", ethers.AbiCoder.defaultAbiCoder().encode(["string"], ["no name"])]));
    expect(noName.interface.decodeFunctionResult("symbol", results[2].returnData)[0]).to.equal("NONAME");
  });

  it("tryAggregate(true) reverts when any call fails", async () => {
    const { multicall, noName } = await loadFixture(multicallFixture);
    const calls = [{ target: await noName.getAddress(), callData: noName.interface.encodeFunctionData("name") }];
    await expect(multicall.tryAggregate.staticCall(true, calls)).to.be.revertedWith("Multicall2 aggregate: call failed");
    expect((await multicall.tryAggregate.staticCall(false, calls))[0].success).to.equal(false);
  });

  it("tryBlockAndAggregate adds the block number (and, like Multicall2, blockhash(block.number), which the EVM reports as zero)", async () => {
    const { multicall, token } = await loadFixture(multicallFixture);
    await mine(3);
    const calls = [{ target: await token.getAddress(), callData: token.interface.encodeFunctionData("decimals") }];
    const [blockNumber, blockHash, results] = await multicall.tryBlockAndAggregate.staticCall(false, calls);
    expect(blockNumber).to.equal(BigInt(await ethers.provider.getBlockNumber()));
    expect(blockHash).to.equal(ethers.ZeroHash);
    expect(results[0].success).to.equal(true);
    expect(token.interface.decodeFunctionResult("decimals", results[0].returnData)[0]).to.equal(18n);
  });

  it("getEthBalance, getBlockNumber, getBlockHash, getCurrentBlockTimestamp and getChainId read the chain", async () => {
    const { multicall, holder } = await loadFixture(multicallFixture);
    const stranger = ethers.Wallet.createRandom().address;
    await (await holder.sendTransaction({ to: stranger, value: 12345n })).wait();
    expect(await multicall.getEthBalance(stranger)).to.equal(12345n);
    expect(await multicall.getEthBalance(holder.address)).to.equal(await ethers.provider.getBalance(holder.address));

    const timestamp = (await time.latest()) + 1000;
    await time.setNextBlockTimestamp(timestamp);
    await mine();
    const latest = await ethers.provider.getBlock("latest");
    expect(await multicall.getBlockNumber()).to.equal(BigInt(latest!.number));
    expect(await multicall.getCurrentBlockTimestamp()).to.equal(BigInt(timestamp));
    expect(await multicall.getBlockHash(latest!.number - 1)).to.equal((await ethers.provider.getBlock(latest!.number - 1))!.hash);
    expect(await multicall.getChainId()).to.equal((await ethers.provider.getNetwork()).chainId);
  });
});
