import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Address } from "@/sdk";

/** Defaults. */
const DEFAULT_SLIPPAGE_BIPS = 50;
const DEFAULT_DEADLINE_SECONDS = 1200;

/** How much an Approve button allows the spender to take: without limit (the default) or only the amount at hand. */
export type ApprovalMode = "unlimited" | "exact";
export const APPROVAL_MODES: readonly ApprovalMode[] = ["unlimited", "exact"];
const DEFAULT_APPROVAL_MODE: ApprovalMode = "unlimited";

/** A token the user imported, stored as plain data so it survives JSON. */
export interface SerializedToken {
  chainId: number;
  address: Address;
  decimals: number;
  symbol?: string;
  name?: string;
}

export interface SerializedPair {
  token0: SerializedToken;
  token1: SerializedToken;
}

export interface UserState {
  /** null: follow the system colour scheme. */
  userDarkMode: boolean | null;
  /** What the system (prefers-color-scheme) says. */
  matchesDarkMode: boolean;
  userExpertMode: boolean;
  /** Basis points (50 = 0.5%). */
  userSlippageTolerance: number;
  /** Seconds added to "now" for a transaction deadline. */
  userDeadline: number;
  /** Used by every Approve button (swap, add liquidity, migrate, and remove when it falls back from a permit). */
  userApprovalMode: ApprovalMode;
  /** The price chart beside the swap form is open. */
  userSwapChartOpen: boolean;
  tokens: { [chainId: number]: { [address: string]: SerializedToken } };
  pairs: { [chainId: number]: { [pairKey: string]: SerializedPair } };
  /** Last change, ms since epoch. */
  timestamp: number;
}

export function initialUserState(now = Date.now()): UserState {
  return {
    userDarkMode: null,
    matchesDarkMode: false,
    userExpertMode: false,
    userSlippageTolerance: DEFAULT_SLIPPAGE_BIPS,
    userDeadline: DEFAULT_DEADLINE_SECONDS,
    userApprovalMode: DEFAULT_APPROVAL_MODE,
    userSwapChartOpen: false,
    tokens: {},
    pairs: {},
    timestamp: now,
  };
}

/** Pairs are keyed by both token addresses so the same pair saved twice stays one entry. */
export function pairKey(token0Address: string, token1Address: string): string {
  return `${token0Address};${token1Address}`;
}

const userSlice = createSlice({
  name: "user",
  initialState: () => initialUserState(),
  reducers: {
    updateUserDarkMode(state, { payload }: PayloadAction<{ userDarkMode: boolean | null }>) {
      state.userDarkMode = payload.userDarkMode;
      state.timestamp = Date.now();
    },
    updateMatchesDarkMode(state, { payload }: PayloadAction<{ matchesDarkMode: boolean }>) {
      state.matchesDarkMode = payload.matchesDarkMode;
      state.timestamp = Date.now();
    },
    updateUserExpertMode(state, { payload }: PayloadAction<{ userExpertMode: boolean }>) {
      state.userExpertMode = payload.userExpertMode;
      state.timestamp = Date.now();
    },
    updateUserSlippageTolerance(state, { payload }: PayloadAction<{ userSlippageTolerance: number }>) {
      state.userSlippageTolerance = payload.userSlippageTolerance;
      state.timestamp = Date.now();
    },
    updateUserDeadline(state, { payload }: PayloadAction<{ userDeadline: number }>) {
      state.userDeadline = payload.userDeadline;
      state.timestamp = Date.now();
    },
    updateUserApprovalMode(state, { payload }: PayloadAction<{ userApprovalMode: ApprovalMode }>) {
      if (!APPROVAL_MODES.includes(payload.userApprovalMode)) return;
      state.userApprovalMode = payload.userApprovalMode;
      state.timestamp = Date.now();
    },
    updateUserSwapChartOpen(state, { payload }: PayloadAction<{ userSwapChartOpen: boolean }>) {
      state.userSwapChartOpen = payload.userSwapChartOpen;
      state.timestamp = Date.now();
    },
    addSerializedToken(state, { payload }: PayloadAction<{ serializedToken: SerializedToken }>) {
      const { chainId, address } = payload.serializedToken;
      state.tokens[chainId] = state.tokens[chainId] ?? {};
      state.tokens[chainId][address] = payload.serializedToken;
      state.timestamp = Date.now();
    },
    removeSerializedToken(state, { payload }: PayloadAction<{ chainId: number; address: string }>) {
      if (state.tokens[payload.chainId]) delete state.tokens[payload.chainId][payload.address];
      state.timestamp = Date.now();
    },
    addSerializedPair(state, { payload }: PayloadAction<{ serializedPair: SerializedPair }>) {
      const { token0, token1 } = payload.serializedPair;
      // A pair only makes sense for two different tokens on one chain.
      if (token0.chainId !== token1.chainId || token0.address === token1.address) return;
      const chainId = token0.chainId;
      state.pairs[chainId] = state.pairs[chainId] ?? {};
      state.pairs[chainId][pairKey(token0.address, token1.address)] = payload.serializedPair;
      state.timestamp = Date.now();
    },
    removeSerializedPair(
      state,
      { payload }: PayloadAction<{ chainId: number; tokenAAddress: string; tokenBAddress: string }>,
    ) {
      const chainPairs = state.pairs[payload.chainId];
      if (chainPairs) {
        // Stored under one of the two orders; remove both.
        delete chainPairs[pairKey(payload.tokenAAddress, payload.tokenBAddress)];
        delete chainPairs[pairKey(payload.tokenBAddress, payload.tokenAAddress)];
      }
      state.timestamp = Date.now();
    },
  },
});

/** The look: the user's colour theme, the system's, and the swap page's chart. */
export const { updateUserDarkMode, updateMatchesDarkMode, updateUserSwapChartOpen } = userSlice.actions;
/** How a trade is made: expert mode, slippage tolerance, deadline, approval mode. */
export const { updateUserExpertMode, updateUserSlippageTolerance, updateUserDeadline, updateUserApprovalMode } = userSlice.actions;
/** The tokens and pairs the user added by hand, per chain. */
export const { addSerializedToken, removeSerializedToken, addSerializedPair, removeSerializedPair } = userSlice.actions;
export const userReducer = userSlice.reducer;

declare module "@/base/store" {
  interface RootState {
    user: UserState;
  }
}
