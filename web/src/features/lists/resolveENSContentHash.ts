import { namehash, ZeroAddress, type ContractRunner } from "ethers";
import { ENSRegistry__factory } from "../../../../typechain-types/factories/contracts/ens/ENSRegistry__factory";
import { PublicResolver__factory } from "../../../../typechain-types/factories/contracts/ens/PublicResolver__factory";
import { loadEnsNormalize } from "@/base/vendor/deferredEnsNormalize";

/**
 * Reads the EIP-1577 contenthash of an ENS name: registry.resolver(node) → resolver.contenthash(node).
 * The registry address is a parameter because our ENS lives on the PEN test chain, not at the mainnet address.
 */
export async function resolveENSContentHash(
  ensName: string,
  runner: ContractRunner,
  registryAddress: string,
): Promise<string> {
  await loadEnsNormalize(); // namehash normalizes the name; that code loads after the first paint
  const node = namehash(ensName);
  const resolverAddress = await ENSRegistry__factory.connect(registryAddress, runner).resolver(node);
  if (resolverAddress === ZeroAddress) throw new Error(`No resolver for ${ensName}`);
  const contenthash = await PublicResolver__factory.connect(resolverAddress, runner).contenthash(node);
  if (contenthash === "0x") throw new Error(`No contenthash for ${ensName}`);
  return contenthash;
}
