/**
 * Local ENS on 555555: a registry and public resolver, forward names for dev accounts (e.g. alice.eth → #1)
 * with matching reverse records (<addr>.addr.reverse → name), and a contenthash on one name so the app's
 * "token list by ENS name" path has something to resolve. Every transaction comes from the deployer (so
 * addresses stay deterministic); each name is handed to its account once its records are set.
 */
import { getBytes, id, namehash, sha256, Signer, toUtf8Bytes, ZeroHash, concat } from "ethers";
import { ENSRegistry, ENSRegistry__factory, PublicResolver, PublicResolver__factory } from "../../typechain-types";

export interface EnsDeployment {
  registry: ENSRegistry;
  resolver: PublicResolver;
  names: Record<string, string>;
}

/** What tokens.penswap.eth's contenthash points at: an IPFS CIDv0-style multihash (no list is actually pinned). */
export const TOKEN_LIST_CONTENT = "penswap local token list";
export function tokenListContenthash(): string {
  // 0xe3 = ipfs-ns, 0x01 = CIDv1, 0x70 = dag-pb, 0x12 0x20 = sha2-256 of 32 bytes.
  return concat(["0xe30101701220", sha256(toUtf8Bytes(TOKEN_LIST_CONTENT))]);
}

export function reverseNode(address: string): string {
  return namehash(`${address.toLowerCase().slice(2)}.addr.reverse`);
}

/** Creates `label.parent` owned by the deployer with our resolver, so the deployer may set its records. */
async function claim(registry: ENSRegistry, parent: string, label: string, owner: string, resolver: string): Promise<string> {
  await (await registry.setSubnodeRecord(namehash(parent), id(label), owner, resolver, 0)).wait();
  return namehash(parent ? `${label}.${parent}` : label);
}

export async function deployEns(
  deployer: Signer,
  names: Record<string, string>,
  contenthashName: string | undefined,
): Promise<EnsDeployment> {
  const me = await deployer.getAddress();
  const registry = await new ENSRegistry__factory(deployer).deploy();
  await registry.waitForDeployment();
  const resolver = await new PublicResolver__factory(deployer).deploy(await registry.getAddress());
  await resolver.waitForDeployment();
  const resolverAddress = await resolver.getAddress();

  await (await registry.setSubnodeOwner(ZeroHash, id("eth"), me)).wait();
  await (await registry.setSubnodeOwner(ZeroHash, id("reverse"), me)).wait();
  await (await registry.setSubnodeOwner(namehash("reverse"), id("addr"), me)).wait();

  for (const [name, owner] of Object.entries(names)) {
    const [label, ...rest] = name.split(".");
    const node = await claim(registry, rest.join("."), label, me, resolverAddress);
    await (await resolver.setAddr(node, owner)).wait();
    await (await registry.setOwner(node, owner)).wait();

    const reverse = await claim(registry, "addr.reverse", owner.toLowerCase().slice(2), me, resolverAddress);
    await (await resolver.setName(reverse, name)).wait();
    await (await registry.setOwner(reverse, owner)).wait();
  }

  if (contenthashName) {
    // Claim each level below "eth" in turn: penswap.eth, then tokens.penswap.eth.
    const labels = contenthashName.split(".");
    let node = namehash(contenthashName);
    for (let i = labels.length - 2; i >= 0; i--) node = await claim(registry, labels.slice(i + 1).join("."), labels[i], me, resolverAddress);
    await (await resolver.setContenthash(node, getBytes(tokenListContenthash()))).wait();
  }
  return { registry, resolver, names };
}
