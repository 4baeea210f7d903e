export enum Version {
  v1 = "v1",
  v2 = "v2",
}

/** `use=v1` selects V1 trade mode; anything else is V2. */
export function parseTradeVersion(search: string): Version {
  return new URLSearchParams(search).get("use") === "v1" ? Version.v1 : Version.v2;
}
