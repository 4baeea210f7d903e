import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { tokenDisplayText } from "@/sdk";
import { TokenName, TokenSymbol } from "@/ui/TokenText";
import { Muted, NativeValue, PriceValue, UnverifiedBadge } from "../components/cells";
import { formatNative, formatPercent, formatTokenAmount } from "../format";
import { marketTokenLabel, shortTokenAddress } from "../marketTokenLabel";
import type { ChainHoldings, PositionHolding } from "./holdings";

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text1};

  caption {
    text-align: left;
    font-weight: 600;
    padding: 4px 0 8px;
  }
  th {
    text-align: left;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.text2};
    font-size: 12px;
    padding: 4px 8px;
  }
  td {
    padding: 8px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
  }
`;

const fallbackOf = (token: { address: string }) => shortTokenAddress(token.address);

/**
 * Whether the name a token row shows would only repeat its symbol: the two texts compared are the ones
 * <TokenSymbol>/<TokenName> render (cleaned, capped, the same fallback), without the suspicious mark, which is drawn
 * beside the symbol and is no part of its text.
 */
function namedBySymbol(token: { address: string; symbol: string; name: string }): boolean {
  const fallback = fallbackOf(token);
  return tokenDisplayText(token.name, "name", fallback).short === tokenDisplayText(token.symbol, "symbol", fallback).short;
}

/** A table's header row: the first column names the row, the others are numbers (right-aligned). */
function HeaderRow({ name, numeric }: { name: string; numeric: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{name}</th>
        {numeric.map((label) => (
          <th key={label} scope="col" data-numeric>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The native coin and every token with a balance: amount, price and value in the chain's coin. */
export function AssetsTable({ holdings, native, nativeName }: { holdings: ChainHoldings; native: string; nativeName: string }) {
  const { t } = useTranslation();
  return (
    <Table data-testid="portfolio-assets">
      <caption>{t("portfolio.assets")}</caption>
      <HeaderRow name={t("portfolio.asset")} numeric={[t("portfolio.balance"), t("explore.price"), t("portfolio.value")]} />
      <tbody>
        <tr data-testid="portfolio-token-row" data-token="native" data-balance={holdings.native.toString()}>
          <td>
            <strong>{native}</strong>
            {/* A Pentagon chain's coin is named by its symbol (PEN, PEN): its name would only say it twice. */}
            {nativeName === native ? null : <Muted> {nativeName}</Muted>}
          </td>
          <td data-numeric>{formatNative(holdings.native)}</td>
          <td data-numeric>1 {native}</td>
          <td data-numeric data-column="value">
            <NativeValue wei={holdings.native} symbol={native} />
          </td>
        </tr>
        {holdings.tokens.map(({ token, balance, price, valueNative }) => (
          <tr key={token.address} data-testid="portfolio-token-row" data-token={token.address.toLowerCase()} data-balance={balance.toString()}>
            <td>
              <strong>
                <TokenSymbol currency={token} fallback={fallbackOf(token)} />
              </strong>
              {/* Many game tokens are named by their symbol: the name would only say it twice. */}
              {namedBySymbol(token) ? null : (
                <Muted>
                  {" "}
                  <TokenName currency={token} fallback={fallbackOf(token)} />
                </Muted>
              )}
              {token.verified ? null : <UnverifiedBadge />}
            </td>
            <td data-numeric>{formatTokenAmount(balance, token.decimals)}</td>
            <td data-numeric>
              <PriceValue price={price} decimals={token.decimals} native={native} />
            </td>
            <td data-numeric data-column="value">
              <NativeValue wei={valueNative} symbol={native} fallback={<Muted>{t("explore.noPrice")}</Muted>} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function PoolName({ position, linked }: { position: PositionHolding; linked: boolean }) {
  const name = (
    <>
      <TokenSymbol currency={position.token0} fallback={fallbackOf(position.token0)} />/<TokenSymbol currency={position.token1} fallback={fallbackOf(position.token1)} />
    </>
  );
  // The pool page reads the active chain: only its pools link there.
  return linked ? (
    <Link to={`/pool/${position.pair}`} data-testid="portfolio-pool-link">
      {name}
    </Link>
  ) : (
    <strong>{name}</strong>
  );
}

/** The account's liquidity positions: the pool, what its LP tokens stand for, its share of the pool and value. */
export function PositionsTable({ positions, native, linked }: { positions: readonly PositionHolding[]; native: string; linked: boolean }) {
  const { t } = useTranslation();
  if (positions.length === 0) return <Muted data-testid="portfolio-no-positions">{t("portfolio.noPositions")}</Muted>;
  return (
    <Table data-testid="portfolio-positions">
      <caption>{t("portfolio.positions")}</caption>
      <HeaderRow name={t("portfolio.pool")} numeric={[t("portfolio.underlying"), t("portfolio.share"), t("portfolio.value")]} />
      <tbody>
        {positions.map((p) => (
          <tr
            key={p.pair}
            data-testid="portfolio-position-row"
            data-pair={p.pair}
            data-balance={p.balance.toString()}
            data-amount0={p.amount0.toString()}
            data-amount1={p.amount1.toString()}
          >
            <td>
              <PoolName position={p} linked={linked} />
            </td>
            <td data-numeric>
              {formatTokenAmount(p.amount0, p.token0.decimals)} {marketTokenLabel(p.token0, "symbol")}
              <br />
              {formatTokenAmount(p.amount1, p.token1.decimals)} {marketTokenLabel(p.token1, "symbol")}
            </td>
            <td data-numeric>{formatPercent(p.share)}</td>
            <td data-numeric data-column="value">
              <NativeValue wei={p.valueNative} symbol={native} fallback={<Muted>{t("explore.noPrice")}</Muted>} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
