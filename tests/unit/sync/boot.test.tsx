import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_SYNCED_KEY } from '../../../src/sync/pull-state';

const startSync = vi.fn();
vi.mock('../../../src/sync/start', () => ({ startSync }));

/** A fresh copy of the boot and the first-screen modules (each keeps whether it started). */
async function freshBoot() {
  vi.resetModules();
  const { db } = await import('../../../src/db/db');
  const boot = await import('../../../src/sync/boot');
  const screen = await import('../../../src/sync/first-screen');
  return { db, boot, screen };
}

beforeEach(() => {
  startSync.mockClear();
});
afterEach(async () => {
  const { db } = await import('../../../src/db/db');
  await db.meta.clear();
});

describe('starting the data layer', () => {
  it('starts at the first commit on a first sign-in, even while a screen holds for its data', async () => {
    const { boot, screen } = await freshBoot();
    // The dashboard holds the first screen until its figures are read; with nothing in the
    // mirror, they come from the walk, which must not wait for them.
    function Holding() {
      screen.useFirstScreenHold(false);
      return null;
    }
    render(<Holding />);
    boot.startSyncAfterFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(startSync).not.toHaveBeenCalled(); // the first screen is still rendering
    screen.markFirstScreenShown();
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledTimes(1), { timeout: 1000 });
  });

  it('waits for the first screen when the mirror has something to show', async () => {
    const { db, boot, screen } = await freshBoot();
    await db.meta.put({ key: LAST_SYNCED_KEY, value: Date.now() });
    boot.startSyncAfterFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(startSync).not.toHaveBeenCalled();
    screen.markFirstScreenShown();
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
