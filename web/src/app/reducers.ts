import { popupsReducer } from "@/features/popups";
import { blockNumberReducer } from "@/onchain/blockNumberSlice";
import { walletModalReducer } from "@/wallet";
import { userReducer } from "@/features/settings";
import { swapReducer } from "@/features/swap/slice";
import { multicallReducer } from "@/onchain/multicall";
import { transactionsReducer } from "@/features/transactions";
import { listsReducer } from "@/features/lists";
import { mintReducer } from "@/features/liquidity/mint/mintSlice";
import { burnReducer } from "@/features/liquidity/burn/burnSlice";

/**
 * Every slice of the store. To add one (multicall, transactions, lists, mint, burn...), import its
 * reducer and add ONE line here (the slice declares its state in base/store's RootState); persistence picks it up
 * from this object.
 */
export const reducers = {
  blockNumber: blockNumberReducer,
  walletModal: walletModalReducer,
  popups: popupsReducer,
  user: userReducer,
  swap: swapReducer,
  multicall: multicallReducer,
  transactions: transactionsReducer,
  lists: listsReducer,
  mint: mintReducer,
  burn: burnReducer,
};
