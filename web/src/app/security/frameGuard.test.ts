import { describe, expect, it } from "vitest";
import { isFramedByOtherOrigin, type FrameView } from "./frameGuard";

const location = { origin: "https://penswap.example" };

describe("isFramedByOtherOrigin", () => {
  it("is false at the top level", () => {
    const win = { location } as FrameView;
    Object.assign(win, { self: win, top: win });
    expect(isFramedByOtherOrigin(win)).toBe(false);
  });

  it("is false in a frame of the same origin", () => {
    const top = { location: { origin: "https://penswap.example" } };
    expect(isFramedByOtherOrigin({ self: {}, top, location })).toBe(false);
  });

  it("is true when the top is another origin (reading its location throws or differs)", () => {
    const throwing = {
      get location(): { origin: string } {
        throw new DOMException("Blocked a frame with origin", "SecurityError");
      },
    };
    expect(isFramedByOtherOrigin({ self: {}, top: throwing, location })).toBe(true);
    const other = { location: { origin: "https://evil.example" } };
    expect(isFramedByOtherOrigin({ self: {}, top: other, location })).toBe(true);
  });
});
