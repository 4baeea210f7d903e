import type { TokenList } from "@uniswap/token-lists";
import type { TransactionSummary } from "@/onchain/transactions";
import type { PersistedLostTransaction } from "../transactions";

/**
 * What a toast shows. Each kind has a renderer registered in app/shell/popups/popupRenderers.tsx;
 * a feature that adds a new kind extends this union and registers its renderer there.
 */
export type PopupContent =
  | { kind: "txn"; hash: string; success: boolean; summary?: TransactionSummary; category?: "swap" | "approval"; lost?: PersistedLostTransaction }
  | { kind: "listUpdate"; listUrl: string; oldList: TokenList; newList: TokenList; auto: boolean }
  | { kind: "error"; messageKey: string; params?: Record<string, string> };

export type PopupKind = PopupContent["kind"];

/** What a popup kind's renderer gets (declared here, beside the content, so renderers need not import the registry). */
export interface PopupRendererProps<K extends PopupKind> {
  content: Extract<PopupContent, { kind: K }>;
  popKey: string;
}

export interface PopupItem {
  key: string;
  show: boolean;
  content: PopupContent;
  /** null keeps the popup until the user closes it. */
  removeAfterMs: number | null;
}
