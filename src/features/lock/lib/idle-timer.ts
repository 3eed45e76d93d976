/** What counts as someone using the app. Scroll does not bubble: the listeners capture. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export interface IdleTimerOptions {
  timeoutMs: number;
  /** Called once, when nothing happened for timeoutMs; the timer has stopped by then. */
  onIdle: () => void;
  /** Called on each activity seen in this page (not on `activity()`), e.g. to tell other tabs. */
  onActivity?: () => void;
  /** Where activity happens; a window and its document. */
  target?: Window;
}

export interface IdleTimer {
  /** Activity seen elsewhere (another tab): starts the wait again. */
  activity: () => void;
  stop: () => void;
}

/**
 * Calls onIdle after timeoutMs without pointer, key, touch, wheel or scroll activity. An event
 * only notes the time; the one timer re-arms itself for what is left when it fires, so a moving
 * mouse costs no timer work. Timers are throttled in a hidden page: when the page becomes visible
 * again the time is checked at once, and visibility itself is not activity.
 */
export function startIdleTimer({
  timeoutMs,
  onIdle,
  onActivity,
  target = window,
}: IdleTimerOptions): IdleTimer {
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, seen, true);
    target.document.removeEventListener('visibilitychange', check);
  };
  function check() {
    if (stopped) return;
    clearTimeout(timer);
    const left = last + timeoutMs - Date.now();
    if (left > 0) {
      timer = setTimeout(check, left);
      return;
    }
    stop();
    onIdle();
  }
  function seen() {
    last = Date.now();
    onActivity?.();
  }

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, seen, { capture: true, passive: true });
  }
  target.document.addEventListener('visibilitychange', check);
  check();

  return {
    activity: () => {
      last = Date.now();
    },
    stop,
  };
}
