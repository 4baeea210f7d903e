import { describe, expect, it, vi } from "vitest";
import { IUniswapV2Pair__factory } from "../../../../typechain-types/factories/@uniswap/v2-core/contracts/interfaces/IUniswapV2Pair__factory";
import { IERC20__factory } from "../../../../typechain-types/factories/@uniswap/v2-periphery/contracts/interfaces/IERC20__factory";
import { DECODED_PER_METHOD, decodeResult } from "./decodedResults";

const pair = IUniswapV2Pair__factory.createInterface();
const getReserves = pair.getFunction("getReserves");
const reservesData = (n: bigint) => pair.encodeFunctionResult("getReserves", [n, n + 1n, 9n]);

describe("decodeResult", () => {
  it("decodes one output as itself and several as the tuple", () => {
    const erc20 = IERC20__factory.createInterface();
    const decimals = erc20.getFunction("decimals");
    expect(decodeResult(erc20, decimals, erc20.encodeFunctionResult("decimals", [18]))).toEqual({ ok: true, value: 18n });
    const decoded = decodeResult(pair, getReserves, reservesData(5n));
    expect(decoded.ok && [...(decoded.value as bigint[])]).toEqual([5n, 6n, 9n]);
  });

  it("decodes each distinct result once and returns the same object for it", () => {
    const decode = vi.spyOn(pair, "decodeFunctionResult");
    const data = reservesData(1000n);
    const first = decodeResult(pair, getReserves, data);
    const again = decodeResult(pair, getReserves, data);
    expect(again).toBe(first);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decodeResult(pair, getReserves, reservesData(1001n))).not.toBe(first);
    expect(decode).toHaveBeenCalledTimes(2);
    decode.mockRestore();
  });

  it("undecodable data is a failed decoding, not a throw", () => {
    vi.spyOn(console, "debug").mockImplementation(() => undefined);
    expect(decodeResult(pair, getReserves, "0x1234")).toEqual({ ok: false });
  });

  it("keeps at most DECODED_PER_METHOD results per method, forgetting the least recently used", () => {
    const erc20 = IERC20__factory.createInterface();
    const balanceOf = erc20.getFunction("balanceOf");
    const data = (n: number) => erc20.encodeFunctionResult("balanceOf", [BigInt(n)]);
    const oldest = decodeResult(erc20, balanceOf, data(0));
    const used = decodeResult(erc20, balanceOf, data(1));
    for (let n = 2; n < DECODED_PER_METHOD; n++) decodeResult(erc20, balanceOf, data(n));
    // Full: using `used` again makes `oldest` the least recently used, which the next new result pushes out.
    expect(decodeResult(erc20, balanceOf, data(1))).toBe(used);
    decodeResult(erc20, balanceOf, data(DECODED_PER_METHOD));
    expect(decodeResult(erc20, balanceOf, data(1))).toBe(used);
    expect(decodeResult(erc20, balanceOf, data(0))).not.toBe(oldest);
  });

  it("a full cache still holds every one of its DECODED_PER_METHOD results", () => {
    const erc20 = IERC20__factory.createInterface();
    const balanceOf = erc20.getFunction("balanceOf");
    const data = (n: number) => erc20.encodeFunctionResult("balanceOf", [BigInt(n)]);
    const oldest = decodeResult(erc20, balanceOf, data(0));
    for (let n = 1; n < DECODED_PER_METHOD; n++) decodeResult(erc20, balanceOf, data(n));
    expect(decodeResult(erc20, balanceOf, data(0))).toBe(oldest);
  });
});
