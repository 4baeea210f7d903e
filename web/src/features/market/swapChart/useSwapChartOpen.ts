import { useCallback } from "react";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { updateUserSwapChartOpen } from "../../settings";

/** Whether the price chart beside the swap is open, and a setter that keeps the choice with the other user settings. */
export function useSwapChartOpen(): [boolean, (open: boolean) => void] {
  const open = useAppSelector((state) => state.user.userSwapChartOpen);
  const dispatch = useAppDispatch();
  const setOpen = useCallback((next: boolean) => dispatch(updateUserSwapChartOpen({ userSwapChartOpen: next })), [dispatch]);
  return [open, setOpen];
}
