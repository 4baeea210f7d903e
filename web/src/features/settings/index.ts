/**
 * The user's settings (slippage, deadline, expert mode, dark mode, added tokens and pairs): the persisted user
 * slice, its hooks and the updaters that follow the system's and the URL's theme.
 */
export {
  addSerializedPair,
  addSerializedToken,
  removeSerializedToken,
  updateUserDeadline,
  updateUserExpertMode,
  updateUserSwapChartOpen,
  userReducer,
  type SerializedToken,
} from "./userSlice";
export { sanitizeUser, USER_STATE_VERSION } from "./sanitizeUser";
export { useIsDarkMode } from "./hooks";
export { useApproveLabel } from "./approveLabel";
export { validateSlippageBips } from "./slippage";
export { SystemDarkModeUpdater } from "./SystemDarkModeUpdater";
export { ThemeQueryParamReader } from "./ThemeQueryParamReader";
