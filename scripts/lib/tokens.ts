/** Deploys a chain's test tokens (plain, fee-on-transfer, bytes32 name/symbol, reverting name(), permit, reset-approval) in config order. */
import { encodeBytes32String, parseUnits, Signer } from "ethers";
import {
  Bytes32Token__factory,
  FeeOnTransferToken__factory,
  PermitToken__factory,
  ResetApprovalToken__factory,
  RevertingNameToken__factory,
  TestERC20__factory,
} from "../../typechain-types";
import type { TokenSpec } from "./chainConfig";

export interface DeployedToken extends TokenSpec {
  address: string;
}

async function deployOne(spec: TokenSpec, deployer: Signer): Promise<string> {
  const supply = parseUnits(String(spec.supply), spec.decimals);
  const contract = await (() => {
    switch (spec.kind) {
      case "standard":
        return new TestERC20__factory(deployer).deploy(spec.name, spec.symbol, spec.decimals, supply);
      case "feeOnTransfer":
        return new FeeOnTransferToken__factory(deployer).deploy(spec.name, spec.symbol, supply);
      case "bytes32":
        return new Bytes32Token__factory(deployer).deploy(encodeBytes32String(spec.name), encodeBytes32String(spec.symbol), supply);
      case "revertingName":
        return new RevertingNameToken__factory(deployer).deploy(spec.symbol, supply);
      case "permit":
        return new PermitToken__factory(deployer).deploy(spec.name, spec.symbol, supply);
      case "resetApproval":
        return new ResetApprovalToken__factory(deployer).deploy(spec.name, spec.symbol, spec.decimals, supply);
    }
  })();
  await contract.waitForDeployment();
  return contract.getAddress();
}

export async function deployTokens(specs: TokenSpec[], deployer: Signer): Promise<DeployedToken[]> {
  const deployed: DeployedToken[] = [];
  // One after another: deployer nonces, hence addresses, follow the config order.
  for (const spec of specs) deployed.push({ ...spec, address: await deployOne(spec, deployer) });
  return deployed;
}
