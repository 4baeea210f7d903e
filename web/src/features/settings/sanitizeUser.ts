import { type SerializedPair, type SerializedToken, type UserState, APPROVAL_MODES, pairKey } from "./userSlice";
import { parseAddress } from "@/sdk";
import { isChainIdKey, isFiniteNumber, isNonNegativeInteger, isRecord, optionalString } from "@/base/storage/guards";

export const USER_STATE_VERSION = 1;

function sanitizeToken(raw: unknown, chainId: number): SerializedToken | undefined {
  if (!isRecord(raw)) return undefined;
  const { decimals } = raw;
  const address = parseAddress(raw.address);
  if (!address) return undefined;
  if (!isNonNegativeInteger(decimals) || decimals > 255) return undefined;
  if (raw.chainId !== chainId) return undefined;
  const token: SerializedToken = { chainId, address, decimals };
  const symbol = optionalString(raw.symbol);
  const name = optionalString(raw.name);
  if (symbol !== undefined) token.symbol = symbol;
  if (name !== undefined) token.name = name;
  return token;
}

function sanitizeTokens(raw: unknown): UserState["tokens"] {
  const result: UserState["tokens"] = {};
  if (!isRecord(raw)) return result;
  for (const [chainKey, byAddress] of Object.entries(raw)) {
    if (!isChainIdKey(chainKey) || !isRecord(byAddress)) continue;
    const chainId = Number(chainKey);
    const tokens: Record<string, SerializedToken> = {};
    for (const [address, rawToken] of Object.entries(byAddress)) {
      const token = sanitizeToken(rawToken, chainId);
      if (token && token.address === address) tokens[address] = token;
    }
    if (Object.keys(tokens).length > 0) result[chainId] = tokens;
  }
  return result;
}

function sanitizePairs(raw: unknown): UserState["pairs"] {
  const result: UserState["pairs"] = {};
  if (!isRecord(raw)) return result;
  for (const [chainKey, byKey] of Object.entries(raw)) {
    if (!isChainIdKey(chainKey) || !isRecord(byKey)) continue;
    const chainId = Number(chainKey);
    const pairs: Record<string, SerializedPair> = {};
    for (const rawPair of Object.values(byKey)) {
      if (!isRecord(rawPair)) continue;
      const token0 = sanitizeToken(rawPair.token0, chainId);
      const token1 = sanitizeToken(rawPair.token1, chainId);
      if (!token0 || !token1 || token0.address === token1.address) continue;
      // Re-key from the tokens themselves so a tampered key cannot create duplicates.
      pairs[pairKey(token0.address, token1.address)] = { token0, token1 };
    }
    if (Object.keys(pairs).length > 0) result[chainId] = pairs;
  }
  return result;
}

/** Keeps every field of stored user settings that is valid; the rest comes from `defaults`. */
export function sanitizeUser(raw: unknown, defaults: UserState): UserState {
  if (!isRecord(raw)) return defaults;
  const slippage = raw.userSlippageTolerance;
  const deadline = raw.userDeadline;
  return {
    userDarkMode: typeof raw.userDarkMode === "boolean" || raw.userDarkMode === null ? raw.userDarkMode : defaults.userDarkMode,
    // The system preference is re-read on start; a stored value only bridges the first paint.
    matchesDarkMode: typeof raw.matchesDarkMode === "boolean" ? raw.matchesDarkMode : defaults.matchesDarkMode,
    userExpertMode: typeof raw.userExpertMode === "boolean" ? raw.userExpertMode : defaults.userExpertMode,
    // Slippage 0..10000 basis points.
    userSlippageTolerance:
      Number.isSafeInteger(slippage) && (slippage as number) >= 0 && (slippage as number) <= 10000
        ? (slippage as number)
        : defaults.userSlippageTolerance,
    userDeadline: Number.isSafeInteger(deadline) && (deadline as number) > 0 ? (deadline as number) : defaults.userDeadline,
    // Anything but a known mode (corrupted or tampered storage) falls back to the default, unlimited.
    userApprovalMode: APPROVAL_MODES.find((mode) => mode === raw.userApprovalMode) ?? defaults.userApprovalMode,
    userSwapChartOpen: typeof raw.userSwapChartOpen === "boolean" ? raw.userSwapChartOpen : defaults.userSwapChartOpen,
    tokens: sanitizeTokens(raw.tokens),
    pairs: sanitizePairs(raw.pairs),
    timestamp: isFiniteNumber(raw.timestamp) ? raw.timestamp : defaults.timestamp,
  };
}
