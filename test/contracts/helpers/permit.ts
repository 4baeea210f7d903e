/** Signs the EIP-2612 permit of a Uniswap V2 pair (domain name 'Uniswap V2', version '1'). */
import { Signature, Signer } from "ethers";
import { IUniswapV2Pair } from "../../../typechain-types";

/** EIP-2612 Permit struct, the same for the pairs and for PermitToken. */
export const PERMIT_TYPES = {
  Permit: [
    { name: "owner", type: "address" },
    { name: "spender", type: "address" },
    { name: "value", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
};

export async function pairPermitDomain(pair: IUniswapV2Pair, chainId: bigint) {
  return { name: "Uniswap V2", version: "1", chainId, verifyingContract: await pair.getAddress() };
}

export async function signPairPermit(
  owner: Signer,
  pair: IUniswapV2Pair,
  spender: string,
  value: bigint,
  deadline: bigint,
  chainId: bigint,
): Promise<Signature> {
  const ownerAddress = await owner.getAddress();
  const nonce = await pair.nonces(ownerAddress);
  const signature = await owner.signTypedData(await pairPermitDomain(pair, chainId), PERMIT_TYPES, {
    owner: ownerAddress,
    spender,
    value,
    nonce,
    deadline,
  });
  return Signature.from(signature);
}
