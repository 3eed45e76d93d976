import { useEffect, useState } from 'react';
import { onIdle } from '../../../lib/idle';
import type { BookingsGrid } from '../components/bookings-grid';

type Grid = typeof BookingsGrid;

let loading: Promise<Grid> | undefined;
let loaded: Grid | undefined;

/** The data grid's code (the biggest part of the screen), fetched and run once. */
export function loadBookingsGrid(): Promise<Grid> {
  loading ??= import('../components/bookings-grid').then((m) => {
    loaded = m.BookingsGrid;
    return m.BookingsGrid;
  });
  return loading;
}

/**
 * The data grid component once its code has run, else null. Loading starts when `start` turns
 * true and the main thread is next idle, so it never holds up the first rows on screen.
 */
export function useBookingsGrid(start: boolean): Grid | null {
  const [grid, setGrid] = useState<Grid | null>(() => loaded ?? null);
  useEffect(() => {
    if (!start || grid) return;
    let live = true;
    const begin = () =>
      void loadBookingsGrid().then(
        (component) => live && setGrid(() => component),
        // A failed download (offline, before the worker cached it) keeps the first page.
        () => {
          loading = undefined;
        },
      );
    const cancel = onIdle(begin, 1000);
    return () => {
      live = false;
      cancel();
    };
  }, [start, grid]);
  return grid;
}
