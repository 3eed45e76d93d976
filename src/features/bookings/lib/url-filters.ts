import { defaultFilters, type BookingFilters } from './filters';

const KEYS = { status: 'status', from: 'from', to: 'to', text: 'q' } as const;

/**
 * `from` left out of the address means the default, today; this value means no first day at
 * all (`?from=all`: every booking, the past included).
 */
const ANY_DAY = 'all';

/** The filters an address asks for; what it leaves out keeps its default. */
export function readUrlFilters(params: URLSearchParams, today: string): BookingFilters {
  const fallback = defaultFilters(today);
  const status = params.get(KEYS.status);
  const from = params.get(KEYS.from);
  return {
    // Any status: one this app does not know can be filtered on too.
    status: status || fallback.status,
    from: from === null ? fallback.from : from === ANY_DAY ? '' : from,
    to: params.get(KEYS.to) ?? fallback.to,
    text: params.get(KEYS.text) ?? fallback.text,
  };
}

/** The address with `patch` applied: a default leaves its key out, so the address stays short. */
export function writeUrlFilters(
  params: URLSearchParams,
  patch: Partial<BookingFilters>,
  today: string,
): URLSearchParams {
  const fallback = defaultFilters(today);
  const copy = new URLSearchParams(params);
  for (const [field, value] of Object.entries(patch) as [keyof BookingFilters, string][]) {
    const key = KEYS[field];
    if (value === undefined || value === fallback[field]) copy.delete(key);
    else if (field === 'from' && value === '') copy.set(key, ANY_DAY);
    else copy.set(key, value);
  }
  return copy;
}
