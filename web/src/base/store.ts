import { useDispatch, useSelector } from "react-redux";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";

/**
 * The store's state as the typed hooks see it. The store is composed at the top (app/store.ts) from slices that
 * live in onchain/, wallet/ and features/, which this layer must not import. So each slice adds its own key here by
 * declaration merging, the way base/theme/styled.d.ts adds the theme to styled-components:
 *
 *   declare module "@/base/store" { interface RootState { lists: ListsState } }
 *
 * app/store.ts types its root reducer as a Reducer<RootState>, so a key declared here that the store lacks, or
 * whose shape differs from the slice's, fails the typecheck there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, see above
export interface RootState {}

/** The store's dispatch: plain actions and thunks (the store keeps Redux Toolkit's default thunk middleware). */
type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
