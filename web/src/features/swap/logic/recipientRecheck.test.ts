import { describe, expect, it } from "vitest";
import { UserFacingError } from "@/onchain/errors";
import { assertRecipientUnchanged } from "./recipientRecheck";

const REVIEWED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

async function refusal(resolved: () => Promise<string | null>) {
  const error = await assertRecipientUnchanged(resolved, "alice.eth", REVIEWED).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserFacingError);
  return (error as UserFacingError).userError;
}

describe("assertRecipientUnchanged", () => {
  it("lets the swap go when the name still resolves to the reviewed address (any letter case)", async () => {
    await expect(assertRecipientUnchanged(async () => REVIEWED.toLowerCase(), "alice.eth", REVIEWED)).resolves.toBeUndefined();
  });

  it("refuses with the new, checksummed address when the name now points elsewhere", async () => {
    expect(await refusal(async () => OTHER.toLowerCase())).toEqual({
      kind: "recipientChanged",
      messageKey: "security.recipientChanged",
      params: { name: "alice.eth", address: OTHER },
    });
  });

  it("refuses when the name no longer resolves (null or the zero address)", async () => {
    for (const gone of [null, "0x0000000000000000000000000000000000000000"]) {
      expect(await refusal(async () => gone)).toEqual({ kind: "recipientChanged", messageKey: "security.recipientUnresolved", params: { name: "alice.eth" } });
    }
  });

  it("refuses when the name cannot be resolved again (node unreachable)", async () => {
    expect((await refusal(async () => Promise.reject(new Error("ECONNREFUSED")))).messageKey).toBe("security.recipientUnchecked");
  });

  it("keeps the name and the resolver's failure as the refusal's cause", async () => {
    const failure = new Error("ECONNREFUSED");
    const error = await assertRecipientUnchanged(() => Promise.reject(failure), "alice.eth", REVIEWED).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as UserFacingError).userError).toEqual({ kind: "recipientChanged", messageKey: "security.recipientUnchecked", params: { name: "alice.eth" } });
    expect((error as UserFacingError).cause).toBe(failure);
  });
});
