import i18n, { type FlatNamespace, type i18n as I18n, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

/**
 * react-i18next's `useTranslation`, as the app uses it: the words of a namespace (the first one
 * named; others by `ns:key`) in the interface's language, a new `t` when the language changes,
 * suspending until the namespaces are loaded. Without what that hook costs on every mount: it
 * copies every property of the i18next instance into a new object for each component that mounts
 * (for React's compiler), and builds a `t` and an options object per component. In CPU profiles
 * of the warm start of /bookings at the phone's CPU (6.5x) it took about 15 ms of the start,
 * this one about half of that. Here one `t` per language and namespace serves every component,
 * and `i18n` is the instance itself.
 */

type Namespaces = FlatNamespace | readonly FlatNamespace[];

export interface Translation<Ns extends Namespaces> {
  t: TFunction<Ns>;
  i18n: I18n;
}

/** One `t` per language and namespace, for every component that asks. */
const fixedTs = new Map<string, TFunction>();
/** A load per set of namespaces while it runs: every component suspended on it waits for one. */
const loads = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let language: string | undefined;

function onLanguageChanged(): void {
  listeners.forEach((listener) => listener());
}

/** One listener on i18next for every component; each follows the set. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) i18n.on('languageChanged', onLanguageChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) i18n.off('languageChanged', onLanguageChanged);
  };
}

function fixedT(ns: FlatNamespace | undefined): TFunction {
  const lng = i18n.language;
  if (lng !== language) {
    // Another language (or another start in a test): the `t`s of the last one are done with.
    fixedTs.clear();
    language = lng;
  }
  const key = ns ?? '';
  let t = fixedTs.get(key);
  if (!t) {
    t = i18n.getFixedT(lng, ns ?? null) as TFunction;
    fixedTs.set(key, t);
  }
  return t;
}

function loaded(namespaces: readonly FlatNamespace[]): boolean {
  if (!i18n.isInitialized && !i18n.initializedStoreOnce) return false;
  // No language yet (an i18next started without one): nothing to wait for, as react-i18next.
  if (!i18n.languages?.length) return true;
  return namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

function load(namespaces: readonly FlatNamespace[]): Promise<void> {
  const key = namespaces.join(' ');
  let pending = loads.get(key);
  if (!pending) {
    const started = i18n.isInitialized
      ? Promise.resolve()
      : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
    pending = started
      .then(() => i18n.loadNamespaces([...namespaces]))
      .catch(() => undefined)
      .finally(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

export function useTranslation<const Ns extends Namespaces = 'common'>(ns?: Ns): Translation<Ns> {
  const namespaces: readonly FlatNamespace[] =
    ns === undefined ? [String(i18n.options.defaultNS ?? 'translation')] : [ns].flat();
  const snapshot = () => fixedT(namespaces[0]);
  // The same words on the server (build/prerender-sign-in.ts renders the sign-in form).
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Suspends (the nearest Suspense shows its fallback) until the words are there.
  if (!loaded(namespaces)) throw load(namespaces);
  return { t: t as TFunction<Ns>, i18n };
}
