import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { UNDO_MS, useHeldSteps } from '../../../src/features/reception/hooks/use-held-steps';
import { makeBooking } from '../bookings/fixtures';

beforeEach(async () => {
  await db.open();
  await db.session.put({
    key: 'current',
    token: 't',
    user: { id: 5, email: 'demo@lab.test', first_name: 'Demo' },
    vendor: null,
    signedInAt: new Date().toISOString(),
  });
  await db.bookings.put(makeBooking(7, { status: 'confirmed' }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(db.tables.map((t) => t.clear()));
});

const booking = makeBooking(7, { status: 'confirmed' });

describe('a step taken at the counter', () => {
  it('is held for the undo time, then queued for the server', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useHeldSteps(onError));
    act(() => result.current.hold(booking, 'sample_collected'));
    expect(result.current.held.get(7)?.status).toBe('sample_collected');
    expect(await db.outbox.count()).toBe(0);

    act(() => vi.advanceTimersByTime(UNDO_MS));
    vi.useRealTimers();
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.bookings.get(7))?.status).toBe('sample_collected');
    expect(result.current.held.size).toBe(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('is never queued when undone in time', async () => {
    const { result } = renderHook(() => useHeldSteps(vi.fn()));
    act(() => result.current.hold(booking, 'no_show'));
    act(() => result.current.undo(7));
    act(() => vi.advanceTimersByTime(UNDO_MS * 2));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookings.get(7))?.status).toBe('confirmed');
    expect(result.current.held.size).toBe(0);
  });

  it('is queued at once, not lost, when the page is hidden or the screen is left', async () => {
    const { result, unmount } = renderHook(() => useHeldSteps(vi.fn()));
    act(() => result.current.hold(booking, 'sample_collected'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    vi.useRealTimers();
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    unmount();
    expect(await db.outbox.count()).toBe(1);
  });

  it('reports a step the flow no longer allows (another device moved the booking on)', async () => {
    await db.bookings.put(makeBooking(7, { status: 'completed' }));
    const onError = vi.fn();
    const { result } = renderHook(() => useHeldSteps(onError));
    act(() => result.current.hold(booking, 'sample_collected'));
    act(() => vi.advanceTimersByTime(UNDO_MS));
    vi.useRealTimers();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(await db.outbox.count()).toBe(0);
  });
});
