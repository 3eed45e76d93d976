import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Id } from '../../db/types';

const PARAM = 'booking';

/** Server ids are numbers; a booking made offline would keep its temporary string id. */
function parseId(value: string | null): Id | null {
  if (!value) return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The booking whose detail is open, kept in the address (`?booking=12`) so a search result or a
 * shared link opens it and the back button closes it.
 */
export function useOpenBooking(): [Id | null, (id: Id) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get(PARAM));
  const open = useCallback(
    (next: Id) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        copy.set(PARAM, String(next));
        return copy;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          copy.delete(PARAM);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, open, close];
}
