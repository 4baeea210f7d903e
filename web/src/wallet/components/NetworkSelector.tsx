import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { getChainInfo } from "@/chains";
import { WALLET_CHAIN_IDS } from "../config";
import { useWallet } from "../WalletContext";
import { FullScreenSpinner } from "./FullScreenSpinner";

/** Network option: label, value (chain id as a string) and logo. */
export interface NetworkOption {
  label: string;
  value: string;
  logo: string;
}

function logoFor(symbol: string): string {
  // A self-contained badge with the native symbol, so the selector needs no external image host.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="12" fill="#D6006A"/><text x="12" y="16" font-size="8" font-family="sans-serif" fill="#fff" text-anchor="middle">${symbol}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const NETWORK_OPTIONS: NetworkOption[] = WALLET_CHAIN_IDS.map((chainId) => {
  const chain = getChainInfo(chainId)!;
  return { label: chain.name, value: String(chainId), logo: chain.logoUrl ?? logoFor(chain.nativeCurrency.symbol) };
});

const Select = styled.select`
  padding: 8px 10px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  font-weight: 600;
  max-width: 160px;
`;

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

/** Shown only with an account; picking the current chain does nothing. */
export function NetworkSelector() {
  const { t } = useTranslation();
  const { account, chainId, isWrongNetwork, switchNetwork, switchingChain } = useWallet();
  if (!account) return null;
  const current = NETWORK_OPTIONS.find((o) => o.value === String(chainId));
  return (
    <Wrapper>
      {current && <img src={current.logo} alt="" width={20} height={20} />}
      <Select
        aria-label={t("wallet.selectNetwork", "Select network")}
        data-testid="network-selector"
        value={isWrongNetwork ? "" : String(chainId)}
        onChange={(event) => void switchNetwork(Number(event.target.value))}
      >
        {isWrongNetwork && <option value="">{t("wallet.wrongNetwork", "Wrong Network")}</option>}
        {NETWORK_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {switchingChain && <FullScreenSpinner />}
    </Wrapper>
  );
}
