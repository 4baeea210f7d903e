import { describe, expect, it } from "vitest";
import { getAddress, getCreate2Address, keccak256, solidityPacked } from "ethers";
import { FACTORY_ADDRESS, INIT_CODE_HASH } from "./constants";
import { computePairAddress, DEFAULT_PAIR_ADDRESS_CONFIG, pairAddressConfig, setPairAddressConfig } from "./computePairAddress";
import { setPairAddressConfigForTest } from "./testRegistries";
import { Token } from "./token";

describe("computePairAddress", () => {
  const a = new Token(1, "0x00000000000000000000000000000000000000b2", 18);
  const b = new Token(1, "0x00000000000000000000000000000000000000a1", 18);

  it("equals ethers' CREATE2 over the sorted tokens, in either order", () => {
    // Tokens built in the test, not at collection time: their sort key (the lowercase address the salt hashes) is
    // computed when a token is made, and the mutation run switches a mutant on per test only.
    const a = new Token(1, "0x00000000000000000000000000000000000000b2", 18);
    const b = new Token(1, "0x00000000000000000000000000000000000000a1", 18);
    const factory = "0x1F98431c8aD98523631AE4a59f267346ea31F984";
    const expected = getCreate2Address(factory, keccak256(solidityPacked(["address", "address"], [b.address, a.address])), INIT_CODE_HASH);
    expect(computePairAddress(factory, INIT_CODE_HASH, a, b)).toBe(expected);
    expect(computePairAddress(factory, INIT_CODE_HASH, b, a)).toBe(expected);
  });
  it("depends on the init code hash", () => {
    expect(computePairAddress(FACTORY_ADDRESS, "0x" + "00".repeat(32), a, b)).not.toBe(computePairAddress(FACTORY_ADDRESS, INIT_CODE_HASH, a, b));
  });
  it("keeps a per-chain factory table that defaults to canonical Uniswap V2", () => {
    expect(pairAddressConfig(4242)).toBe(DEFAULT_PAIR_ADDRESS_CONFIG);
    setPairAddressConfigForTest(4243, { factory: "0x00000000000000000000000000000000000000cc" });
    expect(pairAddressConfig(4243)).toEqual({ factory: getAddress("0x00000000000000000000000000000000000000cc"), initCodeHash: INIT_CODE_HASH });
    expect(() => setPairAddressConfig(4244, { factory: "nope" })).toThrow("is not a valid address.");
  });
});
