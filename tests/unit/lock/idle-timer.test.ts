import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from '../../../src/features/lock/lib/idle-timer';

const MINUTE = 60_000;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('fires once after the idle time with no activity', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: 5 * MINUTE, onIdle });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
    timer.stop();
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'])(
    'waits again from the last %s',
    (type) => {
      const onIdle = vi.fn();
      const onActivity = vi.fn();
      const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle, onActivity });
      vi.advanceTimersByTime(50_000);
      window.dispatchEvent(new Event(type));
      expect(onActivity).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(50_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10_000);
      expect(onIdle).toHaveBeenCalledOnce();
      timer.stop();
    },
  );

  it('counts activity inside the page (a scroll in a list) too', () => {
    const onIdle = vi.fn();
    const list = document.body.appendChild(document.createElement('div'));
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle });
    vi.advanceTimersByTime(59_000);
    list.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    timer.stop();
    list.remove();
  });

  it('counts activity reported from another tab, without echoing it', () => {
    const onIdle = vi.fn();
    const onActivity = vi.fn();
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle, onActivity });
    vi.advanceTimersByTime(59_000);
    timer.activity();
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onActivity).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('locks at once when a page hidden past the idle time comes back (timers were throttled)', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle });
    setVisibility('hidden');
    // A hidden page's timers can run late: move the clock without running them.
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onIdle).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('does not count coming back to the page as activity', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle });
    vi.advanceTimersByTime(30_000);
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('stops listening and never fires once stopped', () => {
    const onIdle = vi.fn();
    const onActivity = vi.fn();
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle, onActivity });
    timer.stop();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10 * MINUTE);
    setVisibility('visible');
    expect(onIdle).not.toHaveBeenCalled();
    expect(onActivity).not.toHaveBeenCalled();
  });
});
