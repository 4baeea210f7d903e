import { expect } from "chai";
import { ethers } from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { MaxUint256 } from "ethers";
import { WrappedNative__factory } from "../../typechain-types";

async function wrappedNativeFixture() {
  const [deployer, alice, bob] = await ethers.getSigners();
  const wpen = await new WrappedNative__factory(deployer).deploy("Wrapped PEN", "WPEN");
  return { wpen, deployer, alice, bob };
}

describe("WrappedNative", () => {
  it("takes its name and symbol per chain and has 18 decimals", async () => {
    const [deployer] = await ethers.getSigners();
    for (const [name, symbol] of [
      ["Wrapped PEN", "WPEN"],
      ["Wrapped PC", "WPC"],
      ["Wrapped OAS", "WOAS"],
    ]) {
      const token = await new WrappedNative__factory(deployer).deploy(name, symbol);
      expect([await token.name(), await token.symbol(), await token.decimals()]).to.deep.equal([name, symbol, 18n]);
    }
  });

  it("deposit wraps the value and emits Deposit; totalSupply is the contract's native balance", async () => {
    const { wpen, alice } = await loadFixture(wrappedNativeFixture);
    const tx = wpen.connect(alice).deposit({ value: 700n });
    await expect(tx).to.emit(wpen, "Deposit").withArgs(alice.address, 700n);
    await expect(tx).to.changeEtherBalances([alice, wpen], [-700n, 700n]);
    expect(await wpen.balanceOf(alice.address)).to.equal(700n);
    expect(await wpen.totalSupply()).to.equal(700n);
  });

  it("a plain transfer of native coin to the contract deposits through receive()", async () => {
    const { wpen, alice } = await loadFixture(wrappedNativeFixture);
    const tx = alice.sendTransaction({ to: await wpen.getAddress(), value: 55n });
    await expect(tx).to.emit(wpen, "Deposit").withArgs(alice.address, 55n);
    expect(await wpen.balanceOf(alice.address)).to.equal(55n);
  });

  it("withdraw unwraps, emits Withdrawal and refuses more than the balance", async () => {
    const { wpen, alice } = await loadFixture(wrappedNativeFixture);
    await (await wpen.connect(alice).deposit({ value: 1000n })).wait();
    const tx = wpen.connect(alice).withdraw(400n);
    await expect(tx).to.emit(wpen, "Withdrawal").withArgs(alice.address, 400n);
    await expect(tx).to.changeEtherBalances([alice, wpen], [400n, -400n]);
    expect(await wpen.balanceOf(alice.address)).to.equal(600n);
    // WPEN's requires carry an empty reason string, as WETH9's do: the revert data is Error("").
    await expect(wpen.connect(alice).withdraw(601n)).to.be.revertedWith("");
  });

  it("transfer and transferFrom move balances and spend a finite allowance", async () => {
    const { wpen, alice, bob } = await loadFixture(wrappedNativeFixture);
    await (await wpen.connect(alice).deposit({ value: 1000n })).wait();
    await expect(wpen.connect(alice).transfer(bob.address, 100n)).to.emit(wpen, "Transfer").withArgs(alice.address, bob.address, 100n);
    await expect(wpen.connect(alice).approve(bob.address, 300n)).to.emit(wpen, "Approval").withArgs(alice.address, bob.address, 300n);
    await expect(wpen.connect(bob).transferFrom(alice.address, bob.address, 301n)).to.be.revertedWith("");
    await expect(wpen.connect(bob).transferFrom(alice.address, bob.address, 200n)).to.changeTokenBalances(wpen, [alice, bob], [-200n, 200n]);
    expect(await wpen.allowance(alice.address, bob.address)).to.equal(100n);
    await expect(wpen.connect(bob).transfer(alice.address, 10_000n)).to.be.revertedWith("");
  });

  it("an infinite allowance is never decreased, and an owner needs no allowance for its own transferFrom", async () => {
    const { wpen, alice, bob } = await loadFixture(wrappedNativeFixture);
    await (await wpen.connect(alice).deposit({ value: 1000n })).wait();
    await (await wpen.connect(alice).approve(bob.address, MaxUint256)).wait();
    await (await wpen.connect(bob).transferFrom(alice.address, bob.address, 500n)).wait();
    expect(await wpen.allowance(alice.address, bob.address)).to.equal(MaxUint256);
    await expect(wpen.connect(alice).transferFrom(alice.address, bob.address, 500n)).to.changeTokenBalances(wpen, [alice, bob], [-500n, 500n]);
  });
});
