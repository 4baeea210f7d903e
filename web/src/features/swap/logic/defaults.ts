import type { DeployedTokenLike } from "./commonBases";

interface DefaultCurrencies {
  input: string;
  output: string;
}

/**
 * Default pair when a link names no currency: on the PEN chain the native coin (the chain's default
 * currency) → CPEN; on the PC chain the output is PC; on Chain Verse the native OAS is the input.
 */
export function defaultSwapCurrencies(chainId: number, deployedTokens: readonly DeployedTokenLike[] = []): DefaultCurrencies {
  switch (chainId) {
    case 555555:
      return { input: "PEN", output: deployedTokens.find((t) => t.symbol === "CPEN")?.address ?? "" };
    case 3344:
      return { input: "", output: "PC" };
    case 5555:
      return { input: "OAS", output: "" };
    default:
      return { input: "ETH", output: "" };
  }
}

/** Fills each side the link left empty with the chain default, unless the default is already the other side. */
export function withDefaultCurrencies(
  state: { input: string; output: string },
  defaults: DefaultCurrencies,
  linkNamedAny: boolean,
): { input: string; output: string } {
  if (linkNamedAny) return state;
  const input = state.input || defaults.input;
  const output = state.output || (defaults.output !== input ? defaults.output : "");
  return { input, output };
}
