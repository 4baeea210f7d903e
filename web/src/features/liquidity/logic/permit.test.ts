import { describe, expect, it } from "vitest";
import { AbiCoder, keccak256, toUtf8Bytes, TypedDataEncoder, verifyTypedData, Wallet } from "ethers";
import { buildPermitTypedData, splitPermitSignature } from "./permit";

const owner = new Wallet("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const request = {
  chainId: 555555,
  pairAddress: "0xf07B689F2b51da6Cf8DE348937b46cdF8E695F89",
  owner: owner.address,
  spender: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
  value: 123n,
  nonce: 0n,
  deadline: 1_700_000_000n,
};

describe("pair permit typed data", () => {
  it("has the domain separator UniswapV2ERC20 computes", () => {
    const { domain } = buildPermitTypedData(request);
    const typeHash = keccak256(toUtf8Bytes("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"));
    const expected = keccak256(
      AbiCoder.defaultAbiCoder().encode(
        ["bytes32", "bytes32", "bytes32", "uint256", "address"],
        [typeHash, keccak256(toUtf8Bytes("Uniswap V2")), keccak256(toUtf8Bytes("1")), 555555, request.pairAddress],
      ),
    );
    expect(TypedDataEncoder.hashDomain(domain)).toBe(expected);
  });

  it("has the pair contract's Permit type (UniswapV2ERC20's PERMIT_TYPEHASH) and the request as the message", () => {
    const { types, message } = buildPermitTypedData(request);
    expect(TypedDataEncoder.from(types).encodeType("Permit")).toBe(
      "Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)",
    );
    expect(message).toEqual({ owner: request.owner, spender: request.spender, value: 123n, nonce: 0n, deadline: 1_700_000_000n });
  });

  it("signs and recovers the owner; v, r, s split", async () => {
    const { domain, types, message } = buildPermitTypedData(request);
    const signature = await owner.signTypedData(domain, types, message);
    expect(verifyTypedData(domain, types, message, signature)).toBe(owner.address);
    const { v, r, s } = splitPermitSignature(signature);
    expect([27, 28]).toContain(v);
    expect(r).toMatch(/^0x[0-9a-f]{64}$/);
    expect(s).toMatch(/^0x[0-9a-f]{64}$/);
  });
});
