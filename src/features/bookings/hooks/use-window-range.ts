import { useLayoutEffect, useState, type RefObject } from 'react';

/** The slice `[start, end)` of a list's items to draw. */
export interface WindowRange {
  start: number;
  end: number;
}

/**
 * Which items of a list of `count` equal slots, `slot` px apart, are in or near the window: the
 * list scrolls with the page, so this follows the window's scroll and size. `overscan` slots are
 * drawn beyond each edge so a quick flick does not show blank space before the next frame.
 */
export function visibleRange(
  listTop: number,
  viewportHeight: number,
  count: number,
  slot: number,
  overscan: number,
): WindowRange {
  const first = Math.floor(Math.max(0, -listTop) / slot);
  const last = Math.ceil((viewportHeight - listTop) / slot);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, Math.max(start, last + overscan));
  return { start, end };
}

/**
 * The items of the list at `ref` to draw, kept up to date as the page scrolls or resizes; it
 * renders again only when the slice changes. Before the list is laid out: a window's worth from
 * the top.
 */
export function useWindowRange(
  ref: RefObject<HTMLElement | null>,
  count: number,
  slot: number,
  overscan: number,
): WindowRange {
  const [range, setRange] = useState(() =>
    visibleRange(0, globalThis.innerHeight || 800, count, slot, overscan),
  );
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const next = visibleRange(
        element.getBoundingClientRect().top,
        window.innerHeight,
        count,
        slot,
        overscan,
      );
      setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref, count, slot, overscan]);
  return range;
}
