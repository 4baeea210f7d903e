/**
 * Which world a build talks to. "local": the three Hardhat chains on 127.0.0.1, deployments/<id>.json
 * written by the local deploy script, the optional local test wallet. "production": the public Pentagon
 * networks and only the checked-in records of deployments/production/. The two are never mixed: the local
 * records hold addresses that anyone with Hardhat's public test keys can occupy on a real network.
 */
export type Profile = "local" | "production";

/** Undefined means local; anything else that is not a profile name is a build error. */
export function parseProfile(value: unknown): Profile {
  if (value === undefined || value === "") return "local";
  if (value === "local" || value === "production") return value;
  throw new Error(`PENSWAP_PROFILE must be "local" or "production", not ${JSON.stringify(value)}`);
}
