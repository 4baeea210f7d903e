import { describe, expect, it } from "vitest";
import { isValidListInput } from "./listInput";

describe("isValidListInput", () => {
  it.each(["https://lists.example/a.json", "http://127.0.0.1:18845/list.json", "ipfs://QmList", "ipns://tokens.example", "tokens.pen.eth", "a.b.eth/list.json"])(
    "accepts %j",
    (input) => expect(isValidListInput(input)).toBe(true),
  );
  it.each(["", "lists.example/a.json", "ftp://x/y", "javascript:alert(1)", "https://", "eth", "name.com", "ipfs://"])(
    "rejects %j",
    (input) => expect(isValidListInput(input)).toBe(false),
  );
});
