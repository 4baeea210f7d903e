import { expect } from "chai";
import { ethers } from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { ResetApprovalToken__factory } from "../../typechain-types";

async function fixture() {
  const [deployer, alice, spender] = await ethers.getSigners();
  const token = await new ResetApprovalToken__factory(deployer).deploy("Reset Approval USD", "RUSD", 6, 1_000_000n);
  await (await token.transfer(alice.address, 1000n)).wait();
  return { token, alice, spender };
}

describe("ResetApprovalToken (USDT-like approve)", () => {
  it("sets an allowance from zero, and lowers any allowance to zero", async () => {
    const { token, alice, spender } = await loadFixture(fixture);
    await expect(token.connect(alice).approve(spender.address, 100n)).to.emit(token, "Approval").withArgs(alice.address, spender.address, 100n);
    await (await token.connect(alice).approve(spender.address, 0n)).wait();
    expect(await token.allowance(alice.address, spender.address)).to.equal(0n);
  });

  it("refuses to change a non-zero allowance to another non-zero value", async () => {
    const { token, alice, spender } = await loadFixture(fixture);
    await (await token.connect(alice).approve(spender.address, 100n)).wait();
    await expect(token.connect(alice).approve(spender.address, 200n)).to.be.revertedWith("ResetApprovalToken: reset allowance to 0 first");
    // approve(0) then the new value works: the two steps an app must send.
    await (await token.connect(alice).approve(spender.address, 0n)).wait();
    await (await token.connect(alice).approve(spender.address, 200n)).wait();
    expect(await token.allowance(alice.address, spender.address)).to.equal(200n);
  });

  it("still moves tokens with transferFrom like a plain ERC-20", async () => {
    const { token, alice, spender } = await loadFixture(fixture);
    await (await token.connect(alice).approve(spender.address, 50n)).wait();
    await (await token.connect(spender).transferFrom(alice.address, spender.address, 30n)).wait();
    expect(await token.balanceOf(spender.address)).to.equal(30n);
    expect(await token.allowance(alice.address, spender.address)).to.equal(20n);
  });
});
