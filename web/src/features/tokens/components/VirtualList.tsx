import { useState, type ReactNode } from "react";
import { visibleRange } from "./virtualRange";

interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  height: number;
  itemKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  testId?: string;
}

/** A scrolling box of fixed-height rows that only mounts the rows in view (see visibleRange). */
export function VirtualList<T>({ items, rowHeight, height, itemKey, renderRow, testId }: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length);
  return (
    <div
      data-testid={testId}
      style={{ height, overflowY: "auto", position: "relative" }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: items.length * rowHeight, position: "relative" }}>
        {items.slice(start, end).map((item, offset) => (
          <div
            key={itemKey(item)}
            style={{ position: "absolute", top: (start + offset) * rowHeight, height: rowHeight, left: 0, right: 0 }}
          >
            {renderRow(item, start + offset)}
          </div>
        ))}
      </div>
    </div>
  );
}
