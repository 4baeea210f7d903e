import { useLocation } from "react-router-dom";
import { parseTradeVersion, type Version } from "./tradeVersion";

/** The trade version selected by the URL (`?use=v1`), V2 otherwise. */
export function useTradeVersion(): Version {
  return parseTradeVersion(useLocation().search);
}
