import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's `total` items to draw: `first` at once, then `step` more after each
 * painted frame, in transitions that yield to input, until all are drawn. The first screenful
 * shows without waiting for the items far below it (a counter's day of 160 patients, on a tablet
 * with a phone's CPU, took most of a second to draw at once).
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted, not before it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((c) => c + step)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
