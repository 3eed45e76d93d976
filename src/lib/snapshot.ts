/**
 * Screen snapshots: what the dashboard, the bookings list and the counter showed last (their
 * figures and first rows, never more), kept on this device so that the next start on that screen
 * paints it before any script has loaded (build/page/paint-snapshot.ts), marked "as of" its time,
 * until the app renders the screen from the mirror. They are the vendor's data: they live in
 * localStorage, which sign-out clears with everything else, are dropped when anyone signs in and
 * while the device is locked, and are never written to Cache Storage. This module is DOM-free
 * apart from Storage and matchMedia, so that the inline paint script can use it.
 */

import { LAYOUT_WIDTHS } from '../config/constants';

/** The screens that keep a snapshot, by path; each its own key. */
export const SNAPSHOT_KEYS = {
  '/': 'labdesk:dashboard-snapshot',
  '/bookings': 'labdesk:bookings-snapshot',
  '/reception': 'labdesk:reception-snapshot',
} as const;
export type SnapshotScreen = keyof typeof SNAPSHOT_KEYS;
/** Set while the device is locked: nothing is painted or written then. */
export const SNAPSHOT_BLOCK_KEY = 'labdesk:snapshot-blocked';
/** The painted snapshot's <style>: the app removes it once it has rendered. */
export const SNAPSHOT_STYLE_ID = 'labdesk-snapshot-style';
/** Bumped when the stored shape changes: an older snapshot is not painted. */
export const SNAPSHOT_VERSION = 4;
/** A snapshot larger than this is not kept (localStorage is small and synchronous). */
export const SNAPSHOT_MAX_CHARS = 300_000;

/** Where a snapshot was taken, and where one may be painted. */
export interface SnapshotPlace {
  screen: SnapshotScreen;
  /**
   * The address's query (the bookings list's filters): the markup is of those, so it is painted
   * only at the same one.
   */
  search: string;
  /**
   * The window's layout band (layoutBand): the markup is of that layout (a phone's cards, the
   * fixed navigation), so it is painted only in a window of the same band.
   */
  band: number;
}

export interface Snapshot extends SnapshotPlace {
  v: typeof SNAPSHOT_VERSION;
  /** When it was taken, epoch ms. */
  at: number;
  /** The local day it was taken, yyyy-mm-dd: "today" in another day is not today. */
  day: string;
  /** The language it was taken in (i18next's `language`). */
  lang: string;
  /** The screen's markup, with "as of" in place of the live age. */
  html: string;
  /** The style rules that markup uses, but for Emotion's own below. */
  css: string;
  /**
   * Emotion's class rules of the live page the snapshot was taken from (every rule of each
   * class) and their keyframes, with the names Emotion's cache knows them by. Painted the way
   * Emotion renders on a server, so that the app's first render takes them as inserted instead
   * of parsing and inserting them again: that was half of the longest tasks of the live
   * dashboard's first render at 4x CPU.
   */
  emotion: { ids: string[]; css: string };
}

/** The screen that keeps a snapshot at `pathname`, if any. */
export function snapshotScreen(pathname: string): SnapshotScreen | undefined {
  return Object.hasOwn(SNAPSHOT_KEYS, pathname) ? (pathname as SnapshotScreen) : undefined;
}

export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): no snapshot, the splash instead.
    return undefined;
  }
}

/** This window's layout band: how many of MUI's breakpoints above `xs` it reaches (0 to 4). */
export function layoutBand(): number {
  return LAYOUT_WIDTHS.filter((width) => window.matchMedia(`(min-width:${width}px)`).matches)
    .length;
}

/**
 * The stored snapshot of `place.screen` when it may be painted now, in this language, at this
 * query and layout band; else null.
 */
export function paintableSnapshot(place: SnapshotPlace, now: Date, lang: string): Snapshot | null {
  const store = storage();
  if (!store || store.getItem(SNAPSHOT_BLOCK_KEY)) return null;
  let value: Partial<Snapshot> | null;
  try {
    const text = store.getItem(SNAPSHOT_KEYS[place.screen]);
    value = JSON.parse(text ?? 'null') as Partial<Snapshot> | null;
  } catch {
    return null;
  }
  if (!value || value.v !== SNAPSHOT_VERSION || value.lang !== lang) return null;
  if (value.day !== localDay(now) || typeof value.html !== 'string') return null;
  if (value.screen !== place.screen || value.search !== place.search) return null;
  if (value.band !== place.band) return null;
  const emotion = value.emotion;
  const valid =
    typeof value.css === 'string' &&
    typeof emotion?.css === 'string' &&
    Array.isArray(emotion.ids) &&
    emotion.ids.every((id) => typeof id === 'string' && /^[\w-]+$/.test(id));
  return valid ? (value as Snapshot) : null;
}

/** Set by sealSnapshot: this page writes no snapshot any more. */
let sealed = false;

/**
 * Keeps a new snapshot of its screen, unless the device is locked, the page is signing out, or it
 * is too large.
 */
export function writeSnapshot(snapshot: Snapshot): void {
  const store = storage();
  if (sealed || !store || store.getItem(SNAPSHOT_BLOCK_KEY)) return;
  const key = SNAPSHOT_KEYS[snapshot.screen];
  const text = JSON.stringify(snapshot);
  try {
    if (text.length > SNAPSHOT_MAX_CHARS) store.removeItem(key);
    else store.setItem(key, text);
  } catch {
    // Full: the next start on that screen shows the splash, as before there was a snapshot.
    store.removeItem(key);
  }
}

/** Forgets every screen's snapshot (someone signs in). */
export function dropSnapshot(): void {
  const store = storage();
  for (const key of Object.values(SNAPSHOT_KEYS)) store?.removeItem(key);
}

/**
 * Sign-out, first thing: drops the snapshots and keeps this page from writing another while the
 * rest of the wipe runs (the screens still show the vendor until the page is left).
 */
export function sealSnapshot(): void {
  sealed = true;
  dropSnapshot();
}

/** While the device is locked, no snapshot is kept or painted: locking drops them. */
export function blockSnapshot(blocked: boolean): void {
  const store = storage();
  if (!store) return;
  if (blocked) {
    store.setItem(SNAPSHOT_BLOCK_KEY, '1');
    dropSnapshot();
  } else {
    store.removeItem(SNAPSHOT_BLOCK_KEY);
  }
}
