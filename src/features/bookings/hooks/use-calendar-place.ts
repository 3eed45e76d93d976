import { format, isValid, parse } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type CalendarViewName = 'month' | 'week' | 'day' | 'agenda';

/**
 * Where the calendar looks (`?view=week&date=2025-03-03`), kept in the address so a reload, a link
 * from the dashboard or the back button lands on the same day. A view the screen does not offer
 * (a phone has no month) falls back to the screen's own.
 */
export function useCalendarPlace(
  fallbackView: CalendarViewName,
  views: readonly CalendarViewName[],
) {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const rawView = params.get('view');
  const view = views.find((v) => v === rawView) ?? fallbackView;
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
