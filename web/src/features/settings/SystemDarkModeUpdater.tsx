import { useEffect } from "react";
import { useAppDispatch } from "@/base/store";
import { updateMatchesDarkMode } from "./userSlice";

/** Mirrors the system colour scheme into user.matchesDarkMode, so userDarkMode null can follow it. */
export function SystemDarkModeUpdater(): null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const update = () => dispatch(updateMatchesDarkMode({ matchesDarkMode: query.matches }));
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [dispatch]);
  return null;
}
