import type { ReactNode } from "react";
import { AccountActivityContext } from "@/wallet";
import { useAccountTransactions } from "./useAccountTransactions";

/** Gives the wallet's status button and account view the connected account's recent transactions. */
export function AccountActivityProvider({ children }: { children?: ReactNode }) {
  return <AccountActivityContext.Provider value={useAccountTransactions()}>{children}</AccountActivityContext.Provider>;
}
