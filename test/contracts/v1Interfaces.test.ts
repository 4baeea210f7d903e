import { expect } from "chai";
import { Interface } from "ethers";
import { IV1Exchange__factory, IV1Factory__factory } from "../../typechain-types";
import v1ExchangeArtifact from "@uniswap/v2-periphery/build/UniswapV1Exchange.json";
import v1FactoryArtifact from "@uniswap/v2-periphery/build/UniswapV1Factory.json";

// Our Solidity interfaces of Uniswap V1 exist only to get Typechain bindings for the Vyper contracts we deploy from
// shipped bytecode; every function they declare must exist in the shipped ABI with the same selector.
describe("V1 interfaces match the shipped V1 ABIs", () => {
  // The Vyper ABIs carry numeric `gas` fields that ethers' JsonFragment type does not declare; as JSON text they parse.
  const cases = [
    { name: "IV1Exchange", ours: IV1Exchange__factory.createInterface(), shipped: new Interface(JSON.stringify(v1ExchangeArtifact.abi)) },
    { name: "IV1Factory", ours: IV1Factory__factory.createInterface(), shipped: new Interface(JSON.stringify(v1FactoryArtifact.abi)) },
  ];
  for (const { name, ours, shipped } of cases) {
    it(name, () => {
      const missing: string[] = [];
      ours.forEachFunction((f) => {
        if (!shipped.getFunction(f.selector)) missing.push(f.format());
      });
      expect(missing).to.deep.equal([]);
    });
  }
});
