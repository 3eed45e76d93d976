import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what this component first committed, then true. Work that
 * can wait (reading 10,000 records, whose decoding blocks the main thread) starts after the first
 * rows are on screen instead of racing the frame that shows them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame has been drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
