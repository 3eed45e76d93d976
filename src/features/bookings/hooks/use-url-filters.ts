import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayKey, type BookingFilters } from '../lib/filters';
import { readUrlFilters, writeUrlFilters } from '../lib/url-filters';

/**
 * The table's filters, kept in the address so the dashboard can link to "pending" and back works.
 * An address without a first day opens on today (lib/url-filters.ts).
 */
export function useUrlFilters(): [BookingFilters, (patch: Partial<BookingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const today = dayKey(new Date());
  const search = params.toString();
  const filters = useMemo(
    () => readUrlFilters(new URLSearchParams(search), today),
    [search, today],
  );
  const update = useCallback(
    (patch: Partial<BookingFilters>) =>
      setParams((prev) => writeUrlFilters(prev, patch, dayKey(new Date())), { replace: true }),
    [setParams],
  );
  return [filters, update];
}
