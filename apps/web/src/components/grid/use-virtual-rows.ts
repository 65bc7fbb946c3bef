import { useCallback, useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

export interface RowWindow {
  /** First row rendered (inclusive). */
  readonly start: number;
  /** Row after the last one rendered (exclusive). */
  readonly end: number;
}

export interface RowWindowInput {
  readonly count: number;
  readonly rowHeight: number;
  readonly scrollTop: number;
  readonly viewportHeight: number;
  /** Rows rendered beyond each edge, so a fast scroll or a keyboard step never shows a blank band. */
  readonly overscan: number;
}

/**
 * The rows a fixed-height list must render to fill its viewport: what is visible plus the overscan on each side
 * (docs/decisions/105). Pure, so the arithmetic is tested apart from any layout.
 */
export function rowWindow({
  count,
  rowHeight,
  scrollTop,
  viewportHeight,
  overscan,
}: RowWindowInput): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const firstVisible = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const visibleCount = Math.max(1, Math.ceil(viewportHeight / rowHeight) + 1);
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(count, firstVisible + visibleCount + overscan),
  };
}

/** The scroll position that brings a row fully into view, or null when it is already in view. */
export function scrollTopToReveal(
  index: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  stickyHeaderHeight: number,
): number | null {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  const bodyHeight = Math.max(rowHeight, viewportHeight - stickyHeaderHeight);
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + bodyHeight) return rowBottom - bodyHeight;
  return null;
}

export interface UseVirtualRowsOptions {
  readonly count: number;
  readonly rowHeight: number;
  readonly overscan: number;
  readonly scrollElement: RefObject<HTMLElement | null>;
  /** Height assumed before the element can be measured (and where nothing is laid out, as in jsdom). */
  readonly fallbackViewportHeight: number;
}

export interface VirtualRows extends RowWindow {
  readonly totalHeight: number;
  readonly viewportHeight: number;
  /** The scroll position, to a whole line. */
  readonly scrollTop: number;
  readonly handleScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * A small windowing hook for fixed-height rows: render only the window, size a spacer for the rest. No library:
 * the grid's rows are one height, so the window is two divisions (decision 105).
 */
export function useVirtualRows({
  count,
  rowHeight,
  overscan,
  scrollElement,
  fallbackViewportHeight,
}: UseVirtualRowsOptions): VirtualRows {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(fallbackViewportHeight);

  useLayoutEffect(() => {
    const element = scrollElement.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight || fallbackViewportHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollElement, fallbackViewportHeight]);

  // Kept to whole lines: a scroll within one line renders nothing again (React skips an unchanged state).
  const handleScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      setScrollTop(Math.floor(event.currentTarget.scrollTop / rowHeight) * rowHeight);
    },
    [rowHeight],
  );

  const window = rowWindow({ count, rowHeight, scrollTop, viewportHeight, overscan });
  return { ...window, totalHeight: count * rowHeight, viewportHeight, scrollTop, handleScroll };
}
