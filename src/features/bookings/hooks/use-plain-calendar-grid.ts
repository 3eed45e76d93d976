import { useLayoutEffect, type RefObject } from 'react';

const GRID_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader'];
const GRID_SELECTOR = GRID_ROLES.map((role) => `[role="${role}"]`).join(',');

function strip(root: HTMLElement): void {
  for (const element of root.querySelectorAll(GRID_SELECTOR)) {
    // The month's table is labelled "Month View" in English whatever the language; the toolbar
    // already names the month.
    if (element.getAttribute('role') === 'table') element.removeAttribute('aria-label');
    element.removeAttribute('role');
    element.removeAttribute('aria-sort');
  }
}

/**
 * react-big-calendar marks its month, and the header of its week and day, as an ARIA table its
 * markup cannot honour: a week's bookings and "+n more" sit in the week's row beside the day
 * cells, not inside a cell; the week view's all-day strip is a row group outside any table; its
 * day headers are column headers outside any row (axe: aria-required-children and
 * aria-required-parent). Those elements are the library's own, out of reach of its `components`,
 * so the roles come off here, after each render: the calendar then reads as what it is, day
 * buttons and booking buttons, and each booking names its own day and time (use-event-name.ts).
 * React does not put them back: it writes an attribute again only when its value changes, and
 * these are constants.
 */
export function usePlainCalendarGrid(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    strip(root);
    const observer = new MutationObserver(() => strip(root));
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
