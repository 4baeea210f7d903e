import { useEffect } from "react";
import { useAppDispatch } from "@/base/store";
import { getDeployment } from "@/networks";
import { parseSwapQuery } from "../parseSwapQuery";
import { Field, replaceSwapState } from "../slice";
import { defaultSwapCurrencies, withDefaultCurrencies } from "../logic/defaults";

/** Link parameters (and the chain's default pair when the link names no currency) fill the swap state. */
export function useSwapQuerySync(search: string, chainId: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const parsed = parseSwapQuery(search);
    const params = new URLSearchParams(search);
    const defaults = defaultSwapCurrencies(chainId, getDeployment(chainId)?.tokens);
    const sides = withDefaultCurrencies(
      { input: parsed[Field.INPUT].currencyId ?? "", output: parsed[Field.OUTPUT].currencyId ?? "" },
      defaults,
      params.has("inputCurrency") || params.has("outputCurrency"),
    );
    dispatch(replaceSwapState({ ...parsed, [Field.INPUT]: { currencyId: sides.input }, [Field.OUTPUT]: { currencyId: sides.output } }));
  }, [dispatch, search, chainId]);
}
