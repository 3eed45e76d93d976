import Dexie, { type ObservabilitySet, type Table } from 'dexie';
import { mutationMark, tablePart } from '../db/mutation-mark';
import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';

/**
 * A `gapMs` for a screen's live reads of a few thousand rows (the counter's day, the dashboard)
 * while the mirror fills: under a first pull's pages they follow a second apart, not back to
 * back on the page's thread. Not otherwise: changes from other devices, even a few a second,
 * each show at once.
 */
export const BUSY_READ_GAP_MS = 1_000;

/**
 * A read of the mirror kept up to date as its tables change, like dexie-react-hooks'
 * useLiveQuery, but never starved. Dexie's liveQuery drops a read that a write overlaps and starts
 * it again: while a first pull lands a page every few hundred milliseconds (a first sign-in of a
 * lab with 100,000 bookings, a minute on a phone), a read slower than that never finished, and the
 * bookings screen showed no row until the pull paused. Here a read always runs to its end and is
 * shown; a change during it asks for one more read after it, however many changes came. Any
 * change to one of `tables` counts (no ranges): for small reads (a first page, counts, a day).
 * `undefined` (or `initial`) until the first read; a failed read keeps the last value.
 *
 * `initialMark`: the mutationMark of `tables` taken as `initial` began to be read (a screen's read
 * ahead). While no commit has touched them since, `initial` is the answer and the hook does not
 * read it again as it mounts: that read ran in React's effects right after the screen's first
 * commit, in the way of its first frame, for the same rows and figures. A later change reads.
 *
 * `gapMs` spaces the reads: one starts no sooner than that after the last one started, and the
 * changes meanwhile make one read. A change after a quiet spell is read at once.
 *
 * `touches`: whether a change (Dexie's parts of one commit, which name its keys and index values
 * when it wrote a few records) can alter the answer, given the answer last shown; a change it
 * says cannot is let go. Any change while a read runs asks for one more, whatever it touched.
 *
 * `transition`: values after the first redraw the screen as a React transition, rendered in
 * slices that a tap or a frame can come between (the counter's day while a catch-up's pages land
 * a few times a second). Not for what a vendor waits on: a transition gives way to every other
 * task, and a first sign-in's first rows come after an empty first read (the fresh-clone bench's
 * first row at 100,000 bookings read 1.7 s later with every steady read a transition; not
 * confirmed in local runs).
 */
export function useSteadyQuery<T>(
  read: () => Promise<T>,
  deps: DependencyList,
  tables: readonly Table[],
  {
    initial,
    initialMark,
    gapMs = 0,
    transition = false,
    touches,
  }: {
    initial?: T | undefined;
    initialMark?: number | undefined;
    gapMs?: number;
    transition?: boolean;
    touches?: (changed: ObservabilitySet, shown: T) => boolean;
  } = {},
): T | undefined {
  // Taken as the first answer: read ahead, untouched since (its mark still holds at the mount).
  const [adopted] = useState(() =>
    initial !== undefined && initialMark !== undefined && mutationMark(tables) === initialMark
      ? { value: initial, mark: initialMark }
      : undefined,
  );
  const [value, setValue] = useState<{ value: T } | undefined>(adopted);
  const firstRun = useRef(true);
  const inTransition = useRef(transition);
  inTransition.current = transition;
  const touchesNow = useRef(touches);
  touchesNow.current = touches;
  useEffect(() => {
    const parts = tables.map(tablePart);
    let closed = false;
    let running = false;
    let again = false;
    let lastStart = -Infinity;
    let shown: { value: T } | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        const rest = lastStart + gapMs - Date.now();
        if (rest > 0) await wait(rest);
        if (closed) break;
        lastStart = Date.now();
        try {
          const result = await read();
          if (closed) break;
          if (shown && inTransition.current) startTransition(() => setValue({ value: result }));
          else setValue({ value: result });
          shown = { value: result };
        } catch {
          // Storage going away (sign-out deletes the database): the last value stays until then.
        }
      } while (again && !closed);
      running = false;
    };
    const onMutated = (changed: ObservabilitySet) => {
      if (!Object.keys(changed).some((key) => parts.some((part) => key.startsWith(part)))) return;
      const touched = touchesNow.current;
      if (!running && shown && touched && !touched(changed, shown.value)) return;
      void run();
    };
    Dexie.on.storagemutated.subscribe(onMutated);
    // Only the mount's first run may skip its read: a commit since the render reads after all.
    const skip = firstRun.current && adopted !== undefined && mutationMark(tables) === adopted.mark;
    firstRun.current = false;
    if (skip) shown = { value: adopted.value };
    else void run();
    return () => {
      closed = true;
      clearTimeout(timer);
      Dexie.on.storagemutated.unsubscribe(onMutated);
    };
    // The caller's deps name what `read` reads; `tables` are fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, gapMs]);
  return value ? value.value : initial;
}
