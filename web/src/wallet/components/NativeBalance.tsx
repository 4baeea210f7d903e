import styled from "styled-components";
import { getChainInfo } from "@/networks";
import { useNativeBalance } from "../hooks/useNativeBalance";
import { formatBalance } from "../utils/formatBalance";
import { useWallet } from "../WalletContext";

const Balance = styled.span`
  padding: 8px 10px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-weight: 600;
  white-space: nowrap;
  ${({ theme }) => theme.mediaWidth.upToSmall`
    display: none;
  `}
`;

/** The account's native balance, 4 significant digits; hidden without an account. */
export function NativeBalance() {
  const { account, chainId, isWrongNetwork } = useWallet();
  const balance = useNativeBalance();
  if (!account || isWrongNetwork || balance === undefined) return null;
  const symbol = getChainInfo(chainId)?.nativeCurrency.symbol ?? "";
  return (
    <Balance data-testid="native-balance">
      {formatBalance(balance)} {symbol}
    </Balance>
  );
}
