import { format, isValid, parse } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type CalendarViewName = 'month' | 'week' | 'day';

const VIEWS: readonly CalendarViewName[] = ['month', 'week', 'day'];

function isView(value: string | null): value is CalendarViewName {
  return value !== null && (VIEWS as readonly string[]).includes(value);
}

/**
 * Where the calendar looks (`?view=week&date=2025-03-03`), kept in the address so a reload, a link
 * from the dashboard or the back button lands on the same day.
 */
export function useCalendarPlace(fallbackView: CalendarViewName) {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const rawView = params.get('view');
  const view = isView(rawView) ? rawView : fallbackView;
  const date = useMemo(() => {
    const parsed = rawDate ? parse(rawDate, 'yyyy-MM-dd', new Date()) : new Date();
    return isValid(parsed) ? parsed : new Date();
  }, [rawDate]);

  const go = useCallback(
    (next: { view?: CalendarViewName; date?: Date }) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next.view) copy.set('view', next.view);
          if (next.date) copy.set('date', format(next.date, 'yyyy-MM-dd'));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { view, date, go };
}
