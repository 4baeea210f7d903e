import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useAppDispatch } from "@/base/store";
import { parseThemeParam } from "./themeQuery";
import { updateUserDarkMode } from "./userSlice";

/** `?theme=dark|light` overrides the colour mode (and is remembered like a manual choice). */
export function ThemeQueryParamReader(): null {
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const theme = parseThemeParam(new URLSearchParams(search).get("theme"));
  useEffect(() => {
    if (theme) dispatch(updateUserDarkMode({ userDarkMode: theme === "dark" }));
  }, [dispatch, theme]);
  return null;
}
