/** One value that components read with useSyncExternalStore and modules set. */
export interface ValueStore<T> {
  get: () => T;
  /** Replaces the value and tells the listeners, unless it is the same value. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Rows read again from the database equal what is held when their JSON does: the store keeps
 * the object it has, so the screens that read it do not re-render. A new object arriving during
 * the first render, which React draws in slices, would make React redo that whole render in one
 * blocking task (320 ms at 4x CPU on the dashboard, when Dexie re-read the session row).
 */
export function sameRow<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createValueStore<T>(
  initial: T,
  same: (a: T, b: T) => boolean = Object.is,
): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (same(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
