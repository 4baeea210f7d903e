import { onTestFinished } from "vitest";
import { pairAddressConfig, setPairAddressConfig } from "./computePairAddress";
import { setWrappedNative, WRAPPED_NATIVE } from "./native";
import type { Token } from "./token";

// The unit tests' test files share modules (vitest.config.mts), so a test that registers chain data must leave the
// registry as it found it: these register for the running test only.

/** setWrappedNative until the test ends; then the chain's previous wrapped token (or none) again. */
export function setWrappedNativeForTest(token: Token): void {
  const previous = WRAPPED_NATIVE[token.chainId];
  onTestFinished(() => {
    if (previous) setWrappedNative(previous);
    else delete WRAPPED_NATIVE[token.chainId];
  });
  setWrappedNative(token);
}

/** setPairAddressConfig until the test ends; then the chain's previous factory and init code hash again. */
export function setPairAddressConfigForTest(chainId: number, config: { factory: string; initCodeHash?: string }): void {
  const previous = pairAddressConfig(chainId);
  onTestFinished(() => setPairAddressConfig(chainId, previous));
  setPairAddressConfig(chainId, config);
}
