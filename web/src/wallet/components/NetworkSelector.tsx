import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { getChainInfo, isChainDeployed, NETWORK_ORDER } from "@/networks";
import { useWallet } from "../WalletContext";
import { FullScreenSpinner } from "./FullScreenSpinner";
import { networkOptions } from "./networkOptions";


const NETWORK_OPTIONS = networkOptions(
  NETWORK_ORDER.map((chainId) => getChainInfo(chainId)!),
  isChainDeployed,
);

const Select = styled.select`
  padding: 8px 10px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg1};
  color: ${({ theme }) => theme.colors.text1};
  font-weight: 600;
  max-width: 160px;
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    max-width: 104px;
    padding: 6px;
    font-size: 13px;
  `}
`;

/** The chain's badge; on a phone the header has no room for it beside the chain's name. */
const ChainLogo = styled.img`
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    display: none;
  `}
`;

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

/**
 * The network the app is on, with or without a wallet. With a wallet, picking a chain asks the wallet to
 * switch; without one, the app opens on that chain (remembered, and named in the address). A chain without a
 * PenSwap deployment is listed last and marked: picking it shows only the not-deployed notice. Picking the
 * current chain does nothing.
 */
export function NetworkSelector() {
  const { t } = useTranslation();
  const { chainId, isWrongNetwork, selectChain, switchingChain } = useWallet();
  const current = NETWORK_OPTIONS.find((o) => o.value === String(chainId));
  return (
    <Wrapper>
      {current && <ChainLogo src={current.logo} alt="" width={20} height={20} />}
      <Select
        aria-label={t("wallet.selectNetwork", "Select network")}
        data-testid="network-selector"
        value={isWrongNetwork ? "" : String(chainId)}
        onChange={(event) => void selectChain(Number(event.target.value))}
      >
        {isWrongNetwork && <option value="">{t("wallet.wrongNetwork", "Wrong Network")}</option>}
        {NETWORK_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} data-deployed={option.deployed}>
            {option.deployed ? option.label : t("wallet.notDeployedOption", { chain: option.label })}
          </option>
        ))}
      </Select>
      {switchingChain && <FullScreenSpinner />}
    </Wrapper>
  );
}
