import { SystemDarkModeUpdater } from "@/features/settings/SystemDarkModeUpdater";
import { ThemeQueryParamReader } from "@/features/settings/ThemeQueryParamReader";
import { BlockNumberUpdater } from "@/chain/BlockNumberUpdater";
import { MulticallUpdater } from "@/chain/multicall/MulticallUpdater";
import { TransactionUpdater } from "@/features/transactions";
import { ListsUpdater } from "@/features/lists/ListsUpdater";
import { DeferredModulesLoader } from "./DeferredModulesLoader";

/**
 * Components that render nothing and keep the store in sync with the outside world (system theme,
 * URL, and later blocks, multicall, transactions, lists). Add yours as one more line.
 */
export function Updaters() {
  return (
    <>
      <SystemDarkModeUpdater />
      <ThemeQueryParamReader />
      <BlockNumberUpdater />
      <MulticallUpdater />
      <TransactionUpdater />
      <ListsUpdater />
      <DeferredModulesLoader />
    </>
  );
}
