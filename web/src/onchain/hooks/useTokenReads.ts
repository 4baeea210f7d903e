import { useMemo } from "react";
import { CurrencyAmount, type Token } from "@/sdk";
import { useSingleCallResult } from "../multicall";
import { useTokenContract } from "./useContracts";

export function useTotalSupply(token?: Token): CurrencyAmount<Token> | undefined {
  const contract = useTokenContract(token?.address);
  const value = useSingleCallResult(contract, "totalSupply").value;
  return useMemo(() => (token && value !== undefined ? CurrencyAmount.fromRawAmount(token, value) : undefined), [token, value]);
}

export function useTokenAllowance(token?: Token, owner?: string, spender?: string): CurrencyAmount<Token> | undefined {
  const contract = useTokenContract(token?.address);
  const inputs = useMemo(() => [owner, spender], [owner, spender]);
  const value = useSingleCallResult(contract, "allowance", inputs).value;
  return useMemo(() => (token && value !== undefined ? CurrencyAmount.fromRawAmount(token, value) : undefined), [token, value]);
}
