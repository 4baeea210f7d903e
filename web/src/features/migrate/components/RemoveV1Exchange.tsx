import { Navigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { displayTokenSymbol, nativeOnChain } from "@/sdk";
import { ButtonPrimary } from "@/ui/Button";
import { Column, InfoText } from "@/ui/Card";
import { useWriteFlow } from "../../transactions";
import { useV1Exchange } from "../hooks/useV1Exchange";
import { removeButton, txPhase } from "../logic/buttonStates";
import { removeV1Write } from "../logic/v1Writes";
import { Note } from "./styles";
import { useChainDataStale } from "@/onchain/rpc";
import { StaleNote } from "@/ui/StaleQuote";
import { V1PositionPanel } from "./V1PositionPanel";

/**
 * /remove/v1/{exchange}: the account's V1 position and Remove, which calls removeLiquidity(balance, 1, 1, now+1200)
 * on the exchange. Button: Remove → Removing → Success; a failure is logged and re-enables it.
 */
export function RemoveV1Exchange({ exchangeAddress, account }: { exchangeAddress: string; account: string }) {
  const { t } = useTranslation();
  // Data that may be out of date (RPC down or silent) is never acted on.
  const stale = useChainDataStale();
  const state = useV1Exchange(exchangeAddress, account);
  const flow = useWriteFlow(removeV1Write);
  const phase = txPhase(flow.stage);
  const { liquidity, token } = state;

  const onRemove = () => {
    if (!liquidity || !token) return;
    const nativeSymbol = displayTokenSymbol(nativeOnChain(token.chainId));
    void flow.send({ exchange: liquidity.currency.address, liquidity: liquidity.quotient, tokenSymbol: displayTokenSymbol(token), nativeSymbol });
  };

  if (state.status === "invalid") return <Navigate to="/migrate/v1" replace />;
  if (state.status === "loading" || !token) return <InfoText data-testid="v1-status">{t("migrate.loading")}</InfoText>;

  const hasLiquidity = !!liquidity && liquidity.quotient > 0n;
  const button = removeButton(phase, hasLiquidity);
  const labels = { remove: t("migrate.remove"), removing: t("migrate.removing"), success: t("migrate.success") };
  return (
    <Column data-testid="remove-v1" data-account={account}>
      <Note>{t("migrate.removeIntro", { native: displayTokenSymbol(nativeOnChain(token.chainId)), symbol: displayTokenSymbol(token) })}</Note>
      <V1PositionPanel state={{ ...state, token }} />
      {!hasLiquidity && phase !== "success" && liquidity && <InfoText>{t("migrate.noPosition")}</InfoText>}
      <ButtonPrimary id="v1-remove-button" disabled={button.disabled || stale} onClick={onRemove}>
        {labels[button.label]}
      </ButtonPrimary>
      {stale && <StaleNote data-testid="stale-action-note">{t("stale.priceOutOfDate")}</StaleNote>}
    </Column>
  );
}
