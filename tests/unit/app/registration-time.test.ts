import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = vi.hoisted(() => ({
  session: null as { token: string; expired?: boolean } | null,
}));

vi.mock('../../../src/features/auth/lib/session-store', () => ({
  sessionRead: () => Promise.resolve(signedIn.session),
}));
vi.mock('../../../src/lib/idle', () => ({
  onIdle: (fn: () => void) => {
    fn();
    return () => undefined;
  },
}));

/** A promise and what resolves it. */
function milestone(): { promise: Promise<void>; reach: () => void } {
  let reach: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { promise, reach };
}

/** registration-time.ts over a start whose two milestones the test reaches. */
async function withStart() {
  const screen = milestone();
  const refresh = milestone();
  vi.doMock('../../../src/sync/first-screen', () => ({
    firstScreenShown: screen.promise,
    firstRefreshLanded: refresh.promise,
  }));
  vi.resetModules();
  const { registrationTime } = await import('../../../src/app/registration-time');
  return { registrationTime, screen, refresh };
}

/** Whether `promise` has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("when the service worker registers (the install's precache after the start)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the first screen, and for a signed-in vendor for the start's refresh too", async () => {
    signedIn.session = { token: 't' };
    const { registrationTime, screen, refresh } = await withStart();
    const due = registrationTime();
    expect(await settled(due)).toBe(false);
    screen.reach();
    // Shown, but the vendor's refresh has not landed: the precache would race it.
    expect(await settled(due)).toBe(false);
    refresh.reach();
    expect(await settled(due)).toBe(true);
  });

  it('registers 10 s after the first screen when the refresh does not land (offline)', async () => {
    signedIn.session = { token: 't' };
    const { registrationTime, screen } = await withStart();
    screen.reach();
    const due = registrationTime();
    await vi.advanceTimersByTimeAsync(9_900);
    expect(await settled(due)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(due)).toBe(true);
  });

  it("registers a guest's as soon as the sign-in screen is shown", async () => {
    signedIn.session = null;
    const { registrationTime, screen } = await withStart();
    const due = registrationTime();
    expect(await settled(due)).toBe(false);
    screen.reach();
    expect(await settled(due)).toBe(true);
  });

  it('does not wait for a refresh behind an expired session (the sign-in dialog is up)', async () => {
    signedIn.session = { token: 't', expired: true };
    const { registrationTime, screen } = await withStart();
    screen.reach();
    expect(await settled(registrationTime())).toBe(true);
  });
});
