import { getAddress } from "ethers";
import { describe, expect, it } from "vitest";
import type { IERC20 } from "../../../../typechain-types";
import { IERC20__factory } from "../../../../typechain-types/factories/@uniswap/v2-periphery/contracts/interfaces/IERC20__factory";
import { ERC20_INTERFACE, MULTICALL_INTERFACE, PEN_ROUTER_INTERFACE } from "./abis";
import { contractAt } from "./contractHandle";

describe("contract handles from the build artifacts", () => {
  it("encode exactly as the Typechain factory's interface does", () => {
    const viaFactory = IERC20__factory.createInterface();
    const args: [string, bigint] = ["0x" + "12".repeat(20), 5n];
    expect(ERC20_INTERFACE.encodeFunctionData("approve", args)).toBe(viaFactory.encodeFunctionData("approve", args));
    expect(ERC20_INTERFACE.format()).toEqual(viaFactory.format());
    expect(MULTICALL_INTERFACE.getFunction("tryBlockAndAggregate")).toBeTruthy();
    expect(PEN_ROUTER_INTERFACE.getFunction("swapExactPENForTokens")).toBeTruthy();
  });

  it("checksum the address, and keep a non-address as given instead of throwing", async () => {
    const handle = contractAt<IERC20>(ERC20_INTERFACE, "0x" + "ab".repeat(20));
    expect(handle.target).toBe(getAddress("0x" + "ab".repeat(20)));
    expect(await handle.getAddress()).toBe(handle.target);
    expect(contractAt<IERC20>(ERC20_INTERFACE, "not an address").target).toBe("not an address");
  });
});
