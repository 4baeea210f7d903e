import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { SortState } from "../tableRows";

export interface TableColumn<R, K extends string> {
  id: string;
  header: string;
  /** The sort key of a sortable column. */
  sortKey?: K;
  numeric?: boolean;
  render(row: R): ReactNode;
}

interface Props<R, K extends string> {
  label: string;
  rows: readonly R[];
  columns: readonly TableColumn<R, K>[];
  rowKey(row: R): string;
  sort: SortState<K>;
  onSort(key: K): void;
  testId: string;
}

const ROW_HEIGHT = 52;
/** The scroll area's greatest height (Scroller's max-height). */
const MAX_HEIGHT = 560;
/**
 * The scroll area's size assumed until it is measured: its greatest height, so the very first render already holds
 * the rows in view (with a zero height it holds none, and they come one more render later, after a forced layout).
 */
const INITIAL_RECT = { width: 0, height: MAX_HEIGHT };
/** Rows rendered beyond the visible ones, so Tab and the arrow keys move into rows that already exist. */
const OVERSCAN = 10;

const Scroller = styled.div`
  max-height: ${MAX_HEIGHT}px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accentText};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text1};
  th,
  td {
    padding: 0 10px;
    height: ${ROW_HEIGHT}px;
    white-space: nowrap;
    text-align: left;
  }
  th[data-numeric="true"],
  td[data-numeric="true"] {
    text-align: right;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.bg1};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    z-index: 1;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.bg3};
  }
`;

const SortButton = styled.button`
  border: 0;
  background: none;
  padding: 4px 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text1};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accentText};
  }
`;

const Spacer = styled.tr`
  td {
    padding: 0;
    border: 0;
  }
`;

/**
 * A sortable table that renders only the rows in view (plus a margin), so hundreds of pools scroll smoothly. The
 * scroll area is focusable (arrow keys and Page Up/Down scroll it); the column headers are buttons.
 */
export function VirtualTable<R, K extends string>({ label, rows, columns, rowKey, sort, onSort, testId }: Props<R, K>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer must run on every render (scroll position), so this component is not memoized
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN, initialRect: INITIAL_RECT });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <Scroller ref={scroller} tabIndex={0} role="region" aria-label={label} data-testid={testId}>
      <Table aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                data-numeric={c.numeric ?? false}
                aria-sort={c.sortKey && c.sortKey === sort.key ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
              >
                {c.sortKey ? (
                  <SortButton type="button" onClick={() => onSort(c.sortKey!)} title={t("explore.sortBy", { column: c.header })} data-testid={`${testId}-sort-${c.id}`}>
                    {c.header}
                    {c.sortKey === sort.key ? (sort.direction === "asc" ? " ▲" : " ▼") : ""}
                  </SortButton>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <Spacer aria-hidden="true">
              <td colSpan={columns.length} style={{ height: before }} />
            </Spacer>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr key={rowKey(row)} aria-rowindex={item.index + 2} data-testid={`${testId}-row`} data-key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.id} data-numeric={c.numeric ?? false} data-column={c.id}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? (
            <Spacer aria-hidden="true">
              <td colSpan={columns.length} style={{ height: after }} />
            </Spacer>
          ) : null}
        </tbody>
      </Table>
    </Scroller>
  );
}
