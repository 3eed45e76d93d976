import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_FILTERS, type BookingFilters } from '../lib/filters';

const KEYS = { status: 'status', from: 'from', to: 'to', text: 'q' } as const;

/** The table's filters, kept in the address so the dashboard can link to "pending" and back works. */
export function useUrlFilters(): [BookingFilters, (patch: Partial<BookingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get(KEYS.status);
  const from = params.get(KEYS.from) ?? '';
  const to = params.get(KEYS.to) ?? '';
  const text = params.get(KEYS.text) ?? '';
  const filters = useMemo<BookingFilters>(
    () => ({ ...NO_FILTERS, status: status || 'all', from, to, text }),
    [status, from, to, text],
  );
  const update = useCallback(
    (patch: Partial<BookingFilters>) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          for (const [field, value] of Object.entries(patch)) {
            const key = KEYS[field as keyof BookingFilters];
            if (value === '' || value === 'all' || value === undefined) copy.delete(key);
            else copy.set(key, String(value));
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, update];
}
