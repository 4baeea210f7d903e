import { expect } from "chai";
import { ethers } from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { Signature } from "ethers";
import {
  Bytes32Token__factory,
  FeeOnTransferToken__factory,
  PermitToken__factory,
  RevertingNameToken__factory,
  TestERC20__factory,
} from "../../typechain-types";
import { PERMIT_TYPES } from "./helpers/permit";

async function tokensFixture() {
  const [deployer, alice, bob] = await ethers.getSigners();
  const usdt = await new TestERC20__factory(deployer).deploy("Tether USD", "USDT", 6, 1_000_000n * 10n ** 6n);
  const bytes32 = await new Bytes32Token__factory(deployer).deploy(
    ethers.encodeBytes32String("Maker"),
    ethers.encodeBytes32String("MKR"),
    10n ** 21n,
  );
  const noName = await new RevertingNameToken__factory(deployer).deploy("NONAME", 10n ** 21n);
  const permit = await new PermitToken__factory(deployer).deploy("Permit Token", "PRMT", 10n ** 21n);
  const fot = await new FeeOnTransferToken__factory(deployer).deploy("Fee Token", "FOT", 10n ** 21n);
  return { deployer, alice, bob, usdt, bytes32, noName, permit, fot };
}

describe("Test tokens", () => {
  it("TestERC20 mints the supply to the deployer with the given decimals", async () => {
    const { usdt, deployer } = await loadFixture(tokensFixture);
    expect([await usdt.name(), await usdt.symbol(), await usdt.decimals()]).to.deep.equal(["Tether USD", "USDT", 6n]);
    expect(await usdt.balanceOf(deployer.address)).to.equal(10n ** 12n);
    expect(await usdt.totalSupply()).to.equal(10n ** 12n);
  });

  it("Bytes32Token returns name and symbol as bytes32, like MKR", async () => {
    const { bytes32 } = await loadFixture(tokensFixture);
    const name = await bytes32.name();
    expect(name).to.equal("0x4d616b6572000000000000000000000000000000000000000000000000000000");
    expect(ethers.decodeBytes32String(name)).to.equal("Maker");
    expect(ethers.decodeBytes32String(await bytes32.symbol())).to.equal("MKR");
    // Reading it through the string ABI fails, which is what the app must handle.
    const asString = new ethers.Contract(await bytes32.getAddress(), ["function name() view returns (string)"], ethers.provider);
    await expect(asString.name()).to.be.rejected;
  });

  it("RevertingNameToken reverts on name() but otherwise behaves as an ERC-20", async () => {
    const { noName, alice } = await loadFixture(tokensFixture);
    await expect(noName.name()).to.be.revertedWith("no name");
    expect(await noName.symbol()).to.equal("NONAME");
    await expect(noName.transfer(alice.address, 5n)).to.changeTokenBalance(noName, alice, 5n);
  });

  it("PermitToken sets an allowance from an EIP-2612 signature and rejects replays and wrong signers", async () => {
    const { permit, alice, bob } = await loadFixture(tokensFixture);
    const { chainId } = await ethers.provider.getNetwork();
    const domain = { name: "Permit Token", version: "1", chainId, verifyingContract: await permit.getAddress() };
    expect(await permit.DOMAIN_SEPARATOR()).to.equal(ethers.TypedDataEncoder.hashDomain(domain));
    const message = { owner: alice.address, spender: bob.address, value: 777n, nonce: 0n, deadline: ethers.MaxUint256 };
    const sig = Signature.from(await alice.signTypedData(domain, PERMIT_TYPES, message));
    await expect(permit.permit(alice.address, bob.address, 777n, ethers.MaxUint256, sig.v, sig.r, sig.s))
      .to.emit(permit, "Approval")
      .withArgs(alice.address, bob.address, 777n);
    expect(await permit.allowance(alice.address, bob.address)).to.equal(777n);
    expect(await permit.nonces(alice.address)).to.equal(1n);
    await expect(permit.permit(alice.address, bob.address, 777n, ethers.MaxUint256, sig.v, sig.r, sig.s)).to.be.revertedWith(
      "PermitToken: INVALID_SIGNATURE",
    );
    const bobSig = Signature.from(await bob.signTypedData(domain, PERMIT_TYPES, { ...message, nonce: 1n }));
    await expect(permit.permit(alice.address, bob.address, 777n, ethers.MaxUint256, bobSig.v, bobSig.r, bobSig.s)).to.be.revertedWith(
      "PermitToken: INVALID_SIGNATURE",
    );
    await expect(permit.permit(alice.address, bob.address, 1n, 0n, sig.v, sig.r, sig.s)).to.be.revertedWith("PermitToken: EXPIRED");
  });

  it("FeeOnTransferToken burns 1% of every transfer and transferFrom", async () => {
    const { fot, deployer, alice, bob } = await loadFixture(tokensFixture);
    const supply = await fot.totalSupply();
    await expect(fot.transfer(alice.address, 1000n)).to.changeTokenBalances(fot, [deployer, alice], [-1000n, 990n]);
    expect(await fot.totalSupply()).to.equal(supply - 10n);
    await (await fot.connect(alice).approve(bob.address, 500n)).wait();
    const tx = fot.connect(bob).transferFrom(alice.address, bob.address, 500n);
    await expect(tx).to.changeTokenBalances(fot, [alice, bob], [-500n, 495n]);
    await expect(tx).to.emit(fot, "Transfer").withArgs(alice.address, ethers.ZeroAddress, 5n);
    expect(await fot.totalSupply()).to.equal(supply - 15n);
  });
});
