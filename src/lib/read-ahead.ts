import { useEffect, useState } from 'react';
import { atMost } from './at-most';
import { onSignOut } from './sign-out-hooks';

/** How long a screen's chunk waits for its first reads before it renders anyway. */
export const READ_AHEAD_WAIT_MS = 1000;

/**
 * For a screen's chunk, at its top level (`await readAhead(...)`: the route resolves when they are
 * there): its first data and words, read while the chunk loads, so that its first render shows
 * them rather than a loading state, and does not suspend again (React holds back each further
 * reveal of a Suspense boundary by up to 300 ms). Waits READ_AHEAD_WAIT_MS at most; never throws
 * (the screen then reads as usual).
 */
export async function readAhead(reads: Promise<unknown>): Promise<void> {
  await atMost(
    reads.catch(() => undefined),
    READ_AHEAD_WAIT_MS,
  );
}

const forgetters = new Set<() => void>();

/**
 * Registers how a holder of reads ahead lets them go (forgetReadsAhead): at sign-out, and when a
 * sign-in empties the mirror.
 */
export function onForgetReadsAhead(forget: () => void): void {
  forgetters.add(forget);
}

/**
 * Lets go of every read ahead not yet taken by its screen: one vendor's data never reaches the
 * next one's screen, and a read made before a sign-in emptied the mirror (a screen opened while
 * nobody was signed in, src/app/router.tsx's prepareOpenedScreen) is not shown after it.
 */
export function forgetReadsAhead(): void {
  for (const forget of forgetters) forget();
}

onSignOut(forgetReadsAhead);

/** A value read ahead for a screen's first render (heldForFirstRender). */
export interface HeldForFirstRender<T> {
  /** Keeps `value` for the next first render (the last one kept wins). */
  hold: (value: T) => void;
  /** The held value, for the calling screen's first render only; it lets it go once committed. */
  useFirst: () => T | undefined;
}

/**
 * Where a screen's chunk leaves what it read ahead (readAhead) for the screen's first render, and
 * only that one: a later visit reads afresh. Sign-out and a sign-in that empties the mirror let it
 * go (forgetReadsAhead).
 */
export function heldForFirstRender<T>(): HeldForFirstRender<T> {
  let held: T | undefined;
  onForgetReadsAhead(() => {
    held = undefined;
  });
  function useFirst(): T | undefined {
    const [first] = useState(() => held);
    useEffect(() => {
      if (held === first) held = undefined;
    }, [first]);
    return first;
  }
  return {
    hold: (value) => {
      held = value;
    },
    useFirst,
  };
}
