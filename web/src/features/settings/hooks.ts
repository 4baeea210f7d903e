import { useAppSelector } from "@/base/store";

/** The user's explicit choice wins; null follows the system. */
export function selectIsDarkMode(user: { userDarkMode: boolean | null; matchesDarkMode: boolean }): boolean {
  return user.userDarkMode ?? user.matchesDarkMode;
}

export function useIsDarkMode(): boolean {
  return useAppSelector((state) => selectIsDarkMode(state.user));
}
