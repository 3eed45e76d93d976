import { useEffect, useRef, useState } from 'react';

/**
 * After a submit the rules refused, the keyboard and the screen reader go to the first field
 * whose message now shows (WCAG 3.3.1): the message is read with it (aria-describedby), and
 * nobody has to hunt for it. `submitted()` is called in the submit handler; the form's own rules
 * set their errors in the same render, so the effect sees the fields already marked. A select's
 * hidden native input is marked too, hence the aria-hidden filter.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])')
      ?.focus();
  }, [attempt]);
  return { ref, submitted: () => setAttempt((n) => n + 1) };
}
