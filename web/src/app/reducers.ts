import { applicationReducer } from "@/features/popups/popupSlice";
import { userReducer } from "@/features/settings/userSlice";
import { swapReducer } from "@/features/swap/slice";
import { multicallReducer } from "@/chain/multicall/slice";
import { transactionsReducer } from "@/features/transactions/slice";
import { listsReducer } from "@/features/lists/listsSlice";
import { mintReducer } from "@/features/liquidity/mint/mintSlice";
import { burnReducer } from "@/features/liquidity/burn/burnSlice";

/**
 * Every slice of the store. To add one (multicall, transactions, lists, mint, burn...), import its
 * reducer and add ONE line here; RootState and persistence pick it up from this object.
 */
export const reducers = {
  application: applicationReducer,
  user: userReducer,
  swap: swapReducer,
  multicall: multicallReducer,
  transactions: transactionsReducer,
  lists: listsReducer,
  mint: mintReducer,
  burn: burnReducer,
};
