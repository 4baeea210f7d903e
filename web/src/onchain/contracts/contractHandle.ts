import { Interface, type BaseContract, type InterfaceAbi } from "ethers";
import { parseAddress } from "@/sdk";

/**
 * A contract as the app's reads and writes need it: the ABI (typed as Typechain's interface of the contract,
 * so encodeFunctionData names and arguments are checked) and the address. Not an ethers Contract: that class
 * and its provider types (~7 KB gzipped) would sit in the first paint for objects that never call a node
 * themselves — reads go through the multicall, writes through the transaction pipeline.
 */
interface ContractHandle<C extends BaseContract> {
  readonly interface: C["interface"];
  /** The checksummed address (kept as given when it is not an address: the multicall hooks then read nothing). */
  readonly target: string;
  getAddress(): Promise<string>;
  /** Never set: carries the Typechain contract type (method names, result types) for the compiler. */
  readonly contractType?: C;
}

/** An ABI from the Hardhat build as the contract's Typechain interface type (both come from the same compile). */
export function contractInterface<C extends BaseContract>(abi: InterfaceAbi): C["interface"] {
  return new Interface(abi) as C["interface"];
}

/** The handle of the contract at `address`; like ethers' Contract it never throws when built. */
export function contractAt<C extends BaseContract>(contractInterface: C["interface"], address: string): ContractHandle<C> {
  const target = parseAddress(address) ?? address;
  return { interface: contractInterface, target, getAddress: () => Promise.resolve(target) };
}
