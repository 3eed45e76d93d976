import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and from then on. For code that loads
 * the first time something opens and then stays mounted (so that closing still animates).
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
