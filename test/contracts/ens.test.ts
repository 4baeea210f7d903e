import { expect } from "chai";
import { ethers, network } from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { BrowserProvider, EnsPlugin, Network } from "ethers";
import { ENSRegistry__factory, PublicResolver__factory } from "../../typechain-types";

const { id: labelhash, namehash, ZeroHash } = ethers;
// The EIP-1577 example: ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4 encoded as a contenthash.
const IPFS_CONTENTHASH = "0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f";

async function ensFixture() {
  const [deployer, alice, bob] = await ethers.getSigners();
  const registry = await new ENSRegistry__factory(deployer).deploy();
  const resolver = await new PublicResolver__factory(deployer).deploy(await registry.getAddress());
  const resolverAddress = await resolver.getAddress();

  // Forward: pen → alice.pen (owned by alice) and tokens.pen (a token list by contenthash).
  await (await registry.setSubnodeOwner(ZeroHash, labelhash("pen"), deployer.address)).wait();
  await (await registry.setSubnodeRecord(namehash("pen"), labelhash("alice"), alice.address, resolverAddress, 0)).wait();
  await (await resolver.connect(alice).setAddr(namehash("alice.pen"), alice.address)).wait();
  await (await registry.setSubnodeRecord(namehash("pen"), labelhash("tokens"), deployer.address, resolverAddress, 0)).wait();
  await (await resolver.setContenthash(namehash("tokens.pen"), IPFS_CONTENTHASH)).wait();

  // Reverse: addr.reverse, with <alice's address>.addr.reverse owned by alice and named alice.pen.
  await (await registry.setSubnodeOwner(ZeroHash, labelhash("reverse"), deployer.address)).wait();
  await (await registry.setSubnodeOwner(namehash("reverse"), labelhash("addr"), deployer.address)).wait();
  const aliceReverseLabel = alice.address.toLowerCase().slice(2);
  await (await registry.setSubnodeRecord(namehash("addr.reverse"), labelhash(aliceReverseLabel), alice.address, resolverAddress, 0)).wait();
  await (await resolver.connect(alice).setName(namehash(`${aliceReverseLabel}.addr.reverse`), "alice.pen")).wait();

  return { registry, resolver, deployer, alice, bob };
}

/** An ethers provider over Hardhat's in-process chain whose Network knows where the registry is. */
async function ensAwareProvider(registryAddress: string) {
  const { chainId } = await ethers.provider.getNetwork();
  const net = new Network("pen-local", chainId).attachPlugin(new EnsPlugin(registryAddress, Number(chainId)));
  return new BrowserProvider(network.provider, net);
}

describe("ENS registry and public resolver", () => {
  it("records owners and resolvers per node; only the owner may change them", async () => {
    const { registry, resolver, alice, bob } = await loadFixture(ensFixture);
    expect(await registry.owner(namehash("alice.pen"))).to.equal(alice.address);
    expect(await registry.resolver(namehash("alice.pen"))).to.equal(await resolver.getAddress());
    expect(await registry.recordExists(namehash("nobody.pen"))).to.equal(false);
    await expect(registry.connect(bob).setResolver(namehash("alice.pen"), bob.address)).to.be.revertedWith("ENS: not authorised");
    await expect(resolver.connect(bob).setAddr(namehash("alice.pen"), bob.address)).to.be.revertedWith("not authorised");
    await (await registry.connect(alice).setApprovalForAll(bob.address, true)).wait();
    await expect(resolver.connect(bob).setAddr(namehash("alice.pen"), bob.address))
      .to.emit(resolver, "AddrChanged")
      .withArgs(namehash("alice.pen"), bob.address);
  });

  it("serves forward (addr), reverse (name) and contenthash records", async () => {
    const { resolver, alice } = await loadFixture(ensFixture);
    expect(await resolver["addr(bytes32)"](namehash("alice.pen"))).to.equal(alice.address);
    expect(await resolver["addr(bytes32,uint256)"](namehash("alice.pen"), 60n)).to.equal(alice.address.toLowerCase());
    expect(await resolver["addr(bytes32,uint256)"](namehash("alice.pen"), 0n)).to.equal("0x");
    expect(await resolver.name(namehash(`${alice.address.toLowerCase().slice(2)}.addr.reverse`))).to.equal("alice.pen");
    expect(await resolver.contenthash(namehash("tokens.pen"))).to.equal(IPFS_CONTENTHASH);
    expect(await resolver.supportsInterface("0x3b3b57de")).to.equal(true);
    expect(await resolver.supportsInterface("0xbc1c58d1")).to.equal(true);
    expect(await resolver.supportsInterface("0x9061b923")).to.equal(false); // not a wildcard resolver
  });

  it("lets ethers v6 resolve names, look up addresses and read the contenthash", async () => {
    const { registry, alice, bob } = await loadFixture(ensFixture);
    const provider = await ensAwareProvider(await registry.getAddress());
    expect(await provider.resolveName("alice.pen")).to.equal(alice.address);
    expect(await provider.resolveName("nobody.pen")).to.equal(null);
    expect(await provider.lookupAddress(alice.address)).to.equal("alice.pen");
    expect(await provider.lookupAddress(bob.address)).to.equal(null);
    const listResolver = await provider.getResolver("tokens.pen");
    expect(await listResolver!.getContentHash()).to.equal("ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4");
  });
});
