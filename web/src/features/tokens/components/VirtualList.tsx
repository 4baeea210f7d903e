import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { visibleRange } from "./virtualRange";

interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  height: number;
  itemKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  testId?: string;
  /** ARIA for a listbox of role="option" rows (id for aria-controls, label for screen readers). */
  id?: string;
  role?: string;
  ariaLabel?: string;
  /** The row chosen with the arrow keys: scrolled into view (it may not be mounted yet). */
  activeIndex?: number;
}

/** A scrolling box of fixed-height rows that only mounts the rows in view (see visibleRange). */
export function VirtualList<T>({ items, rowHeight, height, itemKey, renderRow, testId, id, role, ariaLabel, activeIndex }: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  // Before the paint: the search box already points at the active row (aria-activedescendant), which must be
  // mounted by the time anyone, a screen reader or a test, reads it.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || activeIndex === undefined || activeIndex < 0) return;
    const top = activeIndex * rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + height) element.scrollTop = top + rowHeight - height;
    setScrollTop(element.scrollTop);
  }, [activeIndex, rowHeight, height]);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length);
  return (
    <div
      ref={box}
      id={id}
      role={role}
      aria-label={ariaLabel}
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
