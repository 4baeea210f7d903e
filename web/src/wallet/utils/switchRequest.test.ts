import { describe, expect, it } from "vitest";
import { switchRequestTarget, type SwitchRequestFacts } from "./switchRequest";

// A production build with a record for Pentagon Chain (3344) only.
const onlyPentagonChain = (chainId: number) => chainId === 3344;
const facts = (over: Partial<SwitchRequestFacts>): SwitchRequestFacts => ({
  walletChainId: undefined,
  isWrongNetwork: false,
  readChainId: 3344,
  linkChainId: undefined,
  defaultChainId: 3344,
  isDeployed: onlyPentagonChain,
  ...over,
});

describe("switchRequestTarget", () => {
  it("asks nothing without a wallet", () => {
    expect(switchRequestTarget(facts({ walletChainId: undefined, isWrongNetwork: true }))).toBeUndefined();
  });

  it("asks a wallet on a chain without a deployment to move to the deployed chain read", () => {
    expect(switchRequestTarget(facts({ walletChainId: 555555 }))).toBe(3344);
  });

  it("falls back to the default chain when the visitor picked an undeployed chain", () => {
    expect(switchRequestTarget(facts({ walletChainId: 5555, readChainId: 555555 }))).toBe(3344);
  });

  it("asks nothing when no chain has a deployment (nowhere better to go), unless the chain is unsupported", () => {
    const nothing = { isDeployed: () => false };
    expect(switchRequestTarget(facts({ ...nothing, walletChainId: 555555 }))).toBeUndefined();
    expect(switchRequestTarget(facts({ ...nothing, walletChainId: 1337, isWrongNetwork: true }))).toBe(3344);
  });

  it("moves a wallet on an unsupported chain", () => {
    expect(switchRequestTarget(facts({ walletChainId: 1337, isWrongNetwork: true, isDeployed: () => true, readChainId: 5555 }))).toBe(5555);
  });

  it("follows a wallet on another deployed chain, unless a link named the chain", () => {
    const everywhere = { isDeployed: () => true, readChainId: 555555, defaultChainId: 555555 };
    expect(switchRequestTarget(facts({ ...everywhere, walletChainId: 3344 }))).toBeUndefined();
    expect(switchRequestTarget(facts({ ...everywhere, walletChainId: 3344, linkChainId: 555555 }))).toBe(555555);
  });

  it("asks nothing of a wallet already on the target", () => {
    expect(switchRequestTarget(facts({ walletChainId: 3344, linkChainId: 3344 }))).toBeUndefined();
    expect(switchRequestTarget(facts({ walletChainId: 555555, readChainId: 555555, defaultChainId: 555555, isDeployed: () => false }))).toBeUndefined();
  });
});
