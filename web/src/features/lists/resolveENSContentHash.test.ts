import { AbiCoder, getAddress, namehash, ZeroAddress, type ContractRunner, type TransactionRequest } from "ethers";
import { describe, expect, it } from "vitest";
import { ENSRegistry__factory } from "../../../../typechain-types/factories/contracts/ens/ENSRegistry__factory";
import { PublicResolver__factory } from "../../../../typechain-types/factories/contracts/ens/PublicResolver__factory";
import { resolveENSContentHash } from "./resolveENSContentHash";

const REGISTRY = getAddress("0x00000000000000000000000000000000000e0500");
const RESOLVER = getAddress("0x00000000000000000000000000000000000e0501");
const registryInterface = ENSRegistry__factory.createInterface();
const resolverInterface = PublicResolver__factory.createInterface();

/** An in-memory ENS that answers eth_call the way the deployed contracts would (ABI in, ABI out). */
function fakeEns(records: Record<string, { resolver: string; contenthash: string }>): ContractRunner {
  const byNode = new Map(Object.entries(records).map(([name, record]) => [namehash(name), record]));
  return {
    provider: null,
    async call(tx: TransactionRequest) {
      const to = getAddress(String(tx.to));
      const data = String(tx.data);
      if (to === REGISTRY) {
        const [node] = registryInterface.decodeFunctionData("resolver", data);
        return AbiCoder.defaultAbiCoder().encode(["address"], [byNode.get(node)?.resolver ?? ZeroAddress]);
      }
      if (to === RESOLVER) {
        const [node] = resolverInterface.decodeFunctionData("contenthash", data);
        return AbiCoder.defaultAbiCoder().encode(["bytes"], [byNode.get(node)?.contenthash ?? "0x"]);
      }
      return "0x";
    },
  } as ContractRunner;
}

describe("resolveENSContentHash", () => {
  const ens = fakeEns({
    "list.pen.eth": { resolver: RESOLVER, contenthash: "0xe5010170000f6170702e756e69737761702e6f7267" },
    "empty.pen.eth": { resolver: RESOLVER, contenthash: "0x" },
  });
  it("goes registry → resolver → contenthash", async () => {
    await expect(resolveENSContentHash("list.pen.eth", ens, REGISTRY)).resolves.toBe(
      "0xe5010170000f6170702e756e69737761702e6f7267",
    );
  });
  it("fails without a resolver", async () => {
    await expect(resolveENSContentHash("nobody.eth", ens, REGISTRY)).rejects.toThrow("No resolver for nobody.eth");
  });
  it("fails without a contenthash", async () => {
    await expect(resolveENSContentHash("empty.pen.eth", ens, REGISTRY)).rejects.toThrow("No contenthash");
  });
});
