/**
 * The dashboard snapshot: what the dashboard's cards showed last (its figures and today's first
 * rows, never more), kept on this device so that the next start paints it before any script has
 * loaded (build/page/paint-snapshot.ts), marked "as of" its time, until the app renders the
 * dashboard from the mirror. It is the vendor's data: it lives in localStorage, which sign-out
 * clears with everything else, is dropped when anyone signs in and while the device is locked,
 * and is never written to Cache Storage. This module is DOM-free apart from Storage and
 * matchMedia, so that the inline paint script can use it.
 */

import { NAV_FIXED_MEDIA } from '../config/constants';

export const SNAPSHOT_KEY = 'labdesk:dashboard-snapshot';
/** Set while the device is locked: nothing is painted or written then. */
export const SNAPSHOT_BLOCK_KEY = 'labdesk:snapshot-blocked';
/** The painted snapshot's <style>: the app removes it once it has rendered. */
export const SNAPSHOT_STYLE_ID = 'labdesk-snapshot-style';
/** Bumped when the stored shape changes: an older snapshot is not painted. */
export const SNAPSHOT_VERSION = 3;
/** A snapshot larger than this is not kept (localStorage is small and synchronous). */
export const SNAPSHOT_MAX_CHARS = 300_000;

export interface Snapshot {
  v: typeof SNAPSHOT_VERSION;
  /** When it was taken, epoch ms. */
  at: number;
  /** The local day it was taken, yyyy-mm-dd: "today" in another day is not today. */
  day: string;
  /** The language it was taken in (i18next's `language`). */
  lang: string;
  /**
   * Taken with the side navigation fixed (NAV_FIXED_MEDIA): the markup is of that layout, so it
   * is painted only in a window of the same layout.
   */
  wide: boolean;
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

/** Whether this window has the fixed side navigation's layout (a snapshot's `wide`). */
export function wideLayout(): boolean {
  return window.matchMedia(NAV_FIXED_MEDIA).matches;
}

/**
 * The stored snapshot when it may be painted now, in this language, in a window whose layout is
 * `wide` (NAV_FIXED_MEDIA) or not; else null.
 */
export function paintableSnapshot(now: Date, lang: string, wide: boolean): Snapshot | null {
  const store = storage();
  if (!store || store.getItem(SNAPSHOT_BLOCK_KEY)) return null;
  let value: Partial<Snapshot> | null;
  try {
    value = JSON.parse(store.getItem(SNAPSHOT_KEY) ?? 'null') as Partial<Snapshot> | null;
  } catch {
    return null;
  }
  if (!value || value.v !== SNAPSHOT_VERSION || value.lang !== lang) return null;
  if (value.day !== localDay(now) || typeof value.html !== 'string') return null;
  if (value.wide !== wide) return null;
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

/** Keeps a new snapshot, unless the device is locked, the page is signing out, or it is too large. */
export function writeSnapshot(snapshot: Snapshot): void {
  const store = storage();
  if (sealed || !store || store.getItem(SNAPSHOT_BLOCK_KEY)) return;
  const text = JSON.stringify(snapshot);
  try {
    if (text.length > SNAPSHOT_MAX_CHARS) store.removeItem(SNAPSHOT_KEY);
    else store.setItem(SNAPSHOT_KEY, text);
  } catch {
    // Full: the next start shows the splash, as before there was a snapshot.
    store.removeItem(SNAPSHOT_KEY);
  }
}

/** Forgets the snapshot (someone signs in). */
export function dropSnapshot(): void {
  storage()?.removeItem(SNAPSHOT_KEY);
}

/**
 * Sign-out, first thing: drops the snapshot and keeps this page from writing another while the
 * rest of the wipe runs (the screens still show the vendor until the page is left).
 */
export function sealSnapshot(): void {
  sealed = true;
  dropSnapshot();
}

/** While the device is locked, no snapshot is kept or painted: locking drops it. */
export function blockSnapshot(blocked: boolean): void {
  const store = storage();
  if (!store) return;
  if (blocked) {
    store.setItem(SNAPSHOT_BLOCK_KEY, '1');
    store.removeItem(SNAPSHOT_KEY);
  } else {
    store.removeItem(SNAPSHOT_BLOCK_KEY);
  }
}
