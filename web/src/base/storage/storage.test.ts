import { describe, expect, it } from "vitest";
import { loadSlice, memoryStorage, parseEnvelope, saveSlice, storageKey, type KeyValueStorage, type PersistedSliceConfig } from "./storage";

interface Counter {
  count: number;
  label: string;
}
const defaults: Counter = { count: 0, label: "none" };
const counterConfig: PersistedSliceConfig<Counter> = {
  version: 2,
  sanitize: (raw, fallback) => {
    const value = raw as Partial<Counter> | null;
    return {
      count: typeof value?.count === "number" ? value.count : fallback.count,
      label: typeof value?.label === "string" ? value.label : fallback.label,
    };
  },
};

function storageWith(text: string): KeyValueStorage {
  return memoryStorage({ [storageKey("counter")]: text });
}

describe("parseEnvelope", () => {
  it("reads { version, state }", () => {
    expect(parseEnvelope('{"version":3,"state":{"a":1}}')).toEqual({ version: 3, state: { a: 1 } });
  });
  it("treats a bare object (pre-versioning data) as version 0", () => {
    expect(parseEnvelope('{"a":1}')).toEqual({ version: 0, state: { a: 1 } });
  });
  it("rejects garbage, arrays, primitives and null", () => {
    for (const text of ["{not json", "", "[1,2]", "42", '"str"', "null", "undefined"]) expect(parseEnvelope(text)).toBeUndefined();
    expect(parseEnvelope(null)).toBeUndefined();
  });
});

describe("loadSlice / saveSlice", () => {
  it("round-trips a saved state", () => {
    const storage = memoryStorage();
    saveSlice(storage, "counter", 2, { count: 5, label: "five" });
    expect(loadSlice(storage, "counter", counterConfig, defaults)).toEqual({ count: 5, label: "five" });
  });
  it("nothing stored → undefined (reducer defaults apply)", () => {
    expect(loadSlice(memoryStorage(), "counter", counterConfig, defaults)).toBeUndefined();
  });
  it("garbage JSON → undefined", () => {
    expect(loadSlice(storageWith("{{{"), "counter", counterConfig, defaults)).toBeUndefined();
  });
  it("an older version keeps its valid fields", () => {
    const loaded = loadSlice(storageWith('{"version":1,"state":{"count":7,"label":42}}'), "counter", counterConfig, defaults);
    expect(loaded).toEqual({ count: 7, label: "none" });
  });
  it("a newer version is not trusted", () => {
    expect(loadSlice(storageWith('{"version":3,"state":{"count":7}}'), "counter", counterConfig, defaults)).toBeUndefined();
  });
  it("a throwing storage or sanitizer never throws out", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(loadSlice(broken, "counter", counterConfig, defaults)).toBeUndefined();
    expect(() => saveSlice(broken, "counter", 2, defaults)).not.toThrow();
    const throwingSanitizer: PersistedSliceConfig<Counter> = {
      version: 2,
      sanitize: () => {
        throw new TypeError("bug");
      },
    };
    expect(loadSlice(storageWith('{"version":2,"state":{}}'), "counter", throwingSanitizer, defaults)).toBeUndefined();
  });
});
