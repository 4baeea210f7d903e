import "styled-components";
import type { Colors, MediaWidth } from "./theme";

declare module "styled-components" {
  export interface DefaultTheme {
    darkMode: boolean;
    colors: Colors;
    mediaWidth: MediaWidth;
  }
}
