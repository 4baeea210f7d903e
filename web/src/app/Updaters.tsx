import { SystemDarkModeUpdater, ThemeQueryParamReader } from "@/features/settings";
import { BlockNumberUpdater } from "@/onchain/BlockNumberUpdater";
import { MulticallUpdater } from "@/onchain/multicall";
import { TransactionUpdater } from "@/features/transactions";
import { ListsUpdater } from "@/features/lists";
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
