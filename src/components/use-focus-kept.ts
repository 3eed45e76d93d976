import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps a keyboard user's place in a part of the screen whose buttons change with what they do
 * (a status step replaced by the next ones): when the element that had the focus has left the
 * page and the focus fell back to an ancestor (the page, the dialog), it goes to the first
 * element of the part that matches `selector`. Focus the user took elsewhere is left alone.
 * Spread the result on the part's root element; checked after each render of the component.
 */
export function useFocusKept<T extends HTMLElement>(selector: string) {
  const ref = useRef<T>(null);
  const lastFocused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const gone = lastFocused.current;
    const root = ref.current;
    if (!gone || gone.isConnected || !root || !document.activeElement?.contains(root)) return;
    root.querySelector<HTMLElement>(selector)?.focus();
  });
  return {
    ref,
    onFocus: (event: FocusEvent) => {
      lastFocused.current = event.target;
    },
    onBlur: (event: FocusEvent) => {
      // Removing the focused element blurs it with no new target; a move elsewhere has one.
      if (event.relatedTarget) lastFocused.current = null;
    },
  };
}
