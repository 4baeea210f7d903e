import { createContext, useContext } from "react";
import type { TransactionSummary } from "@/onchain/transactions";

/** One of the account's recent transactions, as the status button and the account view show it. */
export interface AccountActivityItem {
  hash: string;
  summary: TransactionSummary | undefined;
  status: "pending" | "success" | "failed" | "replaced" | "dropped";
  /** Locale key saying how a replacement ended, when the transaction was replaced. */
  replacementKey: string | undefined;
}

export interface AccountActivity {
  pending: AccountActivityItem[];
  /** Settled: mined, replaced or dropped. */
  confirmed: AccountActivityItem[];
  clearAll(): void;
}

const NO_ACTIVITY: AccountActivity = { pending: [], confirmed: [], clearAll: () => undefined };

/**
 * The connected account's recent transactions. The transactions feature (a layer above the wallet) owns
 * them and provides this context around the status button; without a provider the wallet shows none.
 */
export const AccountActivityContext = createContext<AccountActivity>(NO_ACTIVITY);

export function useAccountActivity(): AccountActivity {
  return useContext(AccountActivityContext);
}
