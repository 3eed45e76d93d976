import { useEffect, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, stays true). Lets the dashboard load
 * its chart code only when the chart is about to be seen, not for the first paint.
 */
export function useInView<T extends Element>(
  rootMargin = '0px',
): [(el: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, rootMargin]);
  return [setElement, seen];
}
