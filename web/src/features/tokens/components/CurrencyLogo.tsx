import { useState } from "react";
import { tokenDisplayText, type Currency } from "@/sdk";
import { tokenLogoUrls } from "../logoUrls";

/** A neutral circle with the (cleaned) symbol's first letter: the last fallback, never a remote resource. */
function GenericIcon({ size, currency }: { size: number; currency: Currency | undefined }) {
  const [initial] = Array.from(tokenDisplayText(currency?.symbol, "symbol", "?").full);
  return (
    <span
      aria-hidden="true"
      data-testid="generic-token-icon"
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: "50%",
        background: "#c3c5cb",
        color: "#2c2f36",
        fontSize: size / 2,
        fontWeight: 600,
        flexShrink: 0,
      }}
    >
      {initial.toUpperCase()}
    </span>
  );
}

/**
 * A currency's logo: the list's logoURI (https/http/ipfs/ipns only), then the assets repository by address,
 * then the generic icon. A failed image moves on to the next URL.
 */
export function CurrencyLogo({ currency, size = 24 }: { currency: Currency | undefined; size?: number }) {
  const urls = currency?.isToken ? tokenLogoUrls(currency) : [];
  const key = urls.join(" ");
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const failedCount = failed.key === key ? failed.count : 0;
  const src = urls[failedCount];
  if (!currency || !src) return <GenericIcon size={size} currency={currency} />;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      style={{ borderRadius: "50%", flexShrink: 0 }}
      onError={() => setFailed({ key, count: failedCount + 1 })}
    />
  );
}
