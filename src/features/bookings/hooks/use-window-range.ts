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

/** The items in the window, and those drawn: the window and `overscan` slots beyond each edge. */
export interface ListWindow {
  visible: WindowRange;
  drawn: WindowRange;
}

const same = (a: WindowRange, b: WindowRange) => a.start === b.start && a.end === b.end;

/**
 * The items of the list at `ref` in the window and to draw, kept up to date as the page scrolls
 * or resizes; it renders again only when either slice changes. Before the list is laid out: a
 * window's worth from the top.
 */
export function useWindowRange(
  ref: RefObject<HTMLElement | null>,
  count: number,
  slot: number,
  overscan: number,
): ListWindow {
  const [range, setRange] = useState<ListWindow>(() => {
    const height = globalThis.innerHeight || 800;
    return {
      visible: visibleRange(0, height, count, slot, 0),
      drawn: visibleRange(0, height, count, slot, overscan),
    };
  });
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      const visible = visibleRange(top, window.innerHeight, count, slot, 0);
      const drawn = visibleRange(top, window.innerHeight, count, slot, overscan);
      // Unchanged slices keep their objects: a deferred copy of one renders again only on change.
      setRange((prev) =>
        same(prev.visible, visible) && same(prev.drawn, drawn)
          ? prev
          : {
              visible: same(prev.visible, visible) ? prev.visible : visible,
              drawn: same(prev.drawn, drawn) ? prev.drawn : drawn,
            },
      );
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
