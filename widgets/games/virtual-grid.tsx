// A windowed grid for long game lists: only the rows near the viewport are in the DOM, the rest is reserved
// space, so scrolling through a thousand tiles keeps the DOM and memory bounded. The window scrolls the page.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  columns: number;
  keyOf(item: T): string | number;
  render(item: T, index: number): ReactNode;
  label: string;
  /** Rows drawn beyond the viewport on each side. */
  overscan?: number;
  /** Called with the grid element once mounted (infinite scroll measures it). */
  gridRef?: (el: HTMLElement | null) => void;
}

const FIRST_ROWS = 6;

/** Which rows to draw for a grid whose top is `top` px from the viewport top. */
export function visibleRows(top: number, viewport: number, rowHeight: number, rows: number, overscan: number): [number, number] {
  if (rowHeight <= 0) return [0, Math.min(rows, FIRST_ROWS)];
  const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
  const last = Math.min(rows, Math.ceil((viewport - top) / rowHeight) + overscan);
  return [Math.min(first, Math.max(0, last - 1)), Math.max(last, Math.min(first + 1, rows))];
}

/** The grid: a list whose drawn rows follow the scroll position. */
export function VirtualGrid<T>({ items, columns, keyOf, render, label, overscan = 3, gridRef }: Props<T>) {
  const ref = useRef<HTMLUListElement | null>(null);
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState<[number, number]>([0, FIRST_ROWS]);
  const rows = Math.ceil(items.length / columns);
  // A list that fits in the first rows is drawn whole: nothing to window, so nothing is measured (measuring lays
  // out the whole page at once, a long task on a slow phone where a short panel mounts below others).
  const windowed = rows > FIRST_ROWS;

  const update = useCallback(() => {
    const el = ref.current;
    if (!el || !windowed) return;
    const next = visibleRows(el.getBoundingClientRect().top, window.innerHeight, rowHeight, rows, overscan);
    setRange((r) => (r[0] === next[0] && r[1] === next[1] ? r : next));
  }, [rowHeight, rows, overscan, windowed]);

  // Row height = one drawn tile plus the row gap; measured again when the width changes.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!windowed) return;
    const measure = () => {
      const tile = el?.querySelector('li');
      if (!el || !tile) return;
      const gap = parseFloat(getComputedStyle(el).rowGap) || 0;
      const h = tile.getBoundingClientRect().height + gap;
      if (h > 0) setRowHeight((old) => (Math.abs(old - h) < 0.5 ? old : h));
    };
    measure();
    if (typeof ResizeObserver === 'undefined' || !el) return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [windowed]);

  useLayoutEffect(update, [update]);
  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [update, windowed]);

  const [first, last] = windowed ? range : [0, rows];
  const start = Math.min(first, rows) * columns;
  const shown = items.slice(start, Math.min(items.length, last * columns));
  const setRef = (el: HTMLUListElement | null) => {
    ref.current = el;
    gridRef?.(el);
  };
  // The list reserves the height of every row (the last row's gap included), drawn rows start at their offset.
  const style = windowed && rowHeight > 0 ? { paddingBlockStart: first * rowHeight, blockSize: rows * rowHeight } : undefined;
  return (
    <ul
      ref={setRef}
      className="g-grid"
      style={{ ...style, ['--cols' as string]: columns }}
      aria-label={label}
      data-tiles-seen={items.length}
    >
      {shown.map((item, i) => (
        <li key={keyOf(item)} aria-posinset={start + i + 1} aria-setsize={items.length}>
          {render(item, start + i)}
        </li>
      ))}
    </ul>
  );
}
