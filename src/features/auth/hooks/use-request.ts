import { useCallback, useRef, useState } from 'react';
import { generalMessage } from '../../../lib/errors';

/** One direct call behind a button: loading while it runs, the SPEC 8 general text on failure. */
export function useRequest<A extends unknown[]>(call: (...args: A) => Promise<void>) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setLoading(true);
      setError(null);
      try {
        await call(...args);
        return true;
      } catch (err) {
        setError(generalMessage(err));
        return false;
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [call],
  );
  return { loading, error, run };
}
