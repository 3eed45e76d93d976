import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (once true, stays true). Lets the dashboard load
 * its chart code only when the chart is about to be seen, not for the first paint.
 *
 * The element is read in an effect, so it must mount with the component that calls this. It is
 * not kept in state: a ref callback that set state would re-render the card synchronously inside
 * the commit that mounts it, and flush that whole commit's effects with it, all in one long task.
 */
export function useInView<T extends Element>(rootMargin = '0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
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
  }, [seen, rootMargin]);
  return [ref, seen];
}
