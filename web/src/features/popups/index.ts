/** The toasts: features add one with addPopup; the shell (app/shell/popups) renders each kind. */
export { addPopup, removePopup, popupsReducer } from "./popupSlice";
export type { PopupContent, PopupItem, PopupKind, PopupRendererProps } from "./popupTypes";
