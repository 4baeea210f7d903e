import type { TokenInfo, TokenList } from "@uniswap/token-lists";
import tokenListValidator from "./generated/tokenListValidator.js";

/** Ajv's error list as one line: "/tokens/3/decimals must be <= 255; /name must match pattern ...". */
function describeErrors(): string {
  // Stryker disable next-line ArrayDeclaration: equivalent, the compiled validator always sets its errors when it fails, and only then is this called (mutation/EQUIVALENT_MUTANTS.md)
  const errors = tokenListValidator.errors ?? [];
  // Stryker disable next-line StringLiteral: equivalent, every error of the compiled validator has a message, so the fallback text is never used (mutation/EQUIVALENT_MUTANTS.md)
  return errors.map((error) => `${error.instancePath} ${error.message ?? ""}`.trim()).join("; ");
}

/** Throws 'Token list failed validation: {details}' unless the value matches the token-lists schema. */
export function validateTokenList(json: unknown): TokenList {
  if (!tokenListValidator(json)) throw new Error(`Token list failed validation: ${describeErrors()}`);
  return json as TokenList;
}

/** Same chain + same address (any letter case) twice is one token listed twice. */
export function hasDuplicateTokens(tokens: readonly TokenInfo[]): boolean {
  const seen = new Set<string>();
  for (const token of tokens) {
    // Stryker disable next-line MethodExpression: equivalent, upper case folds letter case just as well (mutation/EQUIVALENT_MUTANTS.md)
    const key = `${token.chainId}:${token.address.toLowerCase()}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** Schema validation, then the one rule the schema cannot express. */
export function parseTokenList(json: unknown): TokenList {
  const list = validateTokenList(json);
  if (hasDuplicateTokens(list.tokens)) throw new Error("Duplicate tokens.");
  return list;
}
