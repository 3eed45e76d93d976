import { useEffect, useRef } from 'react';

/**
 * Where the focus goes once an item is deleted. The button that deleted it (or that opened the
 * confirmation, where a dialog would give the focus back) leaves the page with the item, and the
 * focus would fall to the page's start. `removing(key)` notes the item's place; once `keys` no
 * longer holds it, the focus moves to the item now at that place, else the last one, else to
 * `fallback` (the list's heading). A card or a heading is not in the tab order: tabindex -1 lets
 * the focus land there without adding a tab stop. `cancel()` when the delete failed.
 */
export function useFocusAfterRemoval(
  keys: readonly string[] | undefined,
  items: () => HTMLElement[],
  fallback: () => HTMLElement | null,
) {
  const pending = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const removed = pending.current;
    if (!removed || !keys || keys.includes(removed.key)) return;
    pending.current = null;
    const left = items();
    const target = left[Math.min(removed.index, left.length - 1)] ?? fallback();
    if (!target) return;
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
      target.tabIndex = -1;
    }
    target.focus();
  });
  return {
    removing: (key: string) => {
      pending.current = { key, index: Math.max(0, keys?.indexOf(key) ?? 0) };
    },
    cancel: () => {
      pending.current = null;
    },
  };
}
