import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxRow } from '../../../src/db/db';
import type { Lab } from '../../../src/db/types';
import {
  completeSignIn,
  markSessionExpired,
} from '../../../src/features/auth/api/complete-sign-in';
import { heldForFirstRender } from '../../../src/lib/read-ahead';
import { takeFirstPageAhead } from '../../../src/sync/first-page-ahead';

const dana = { id: 1, email: 'dana@lab.test', first_name: 'Dana' };
const erik = { id: 2, email: 'erik@lab.test', first_name: 'Erik' };
const lab = (id: number, name: string): Lab => ({
  id,
  name,
  first_name: 'Dana',
  email: 'dana@lab.test',
});

function outboxRow(userId: number, table: OutboxRow['table'] = 'offers'): OutboxRow {
  return {
    userId,
    action: 'offer.create',
    table,
    recordId: 'tmp_1',
    method: 'POST',
    path: '/offers/',
    body: { kind: 'none' },
    idempotencyKey: 'k',
    createdAt: 1,
    attempts: 0,
    status: 'pending',
    rollback: null,
    onSuccess: { op: 'none' },
    label: { key: 'x' },
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('completeSignIn', () => {
  it("asks for the walk's first page when the mirror starts empty, not when it is kept", async () => {
    const fetch = vi.fn((_url: string) =>
      Promise.resolve(new Response('{"data":{}}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    await completeSignIn(dana, 'tok1', lab(5, 'Dana Lab'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/sync\/\?limit=100$/);
    expect(takeFirstPageAhead('tok1')).not.toBeNull();

    await db.session.update('current', { expired: true });
    await completeSignIn(dana, 'tok2', lab(5, 'Dana Lab'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeFirstPageAhead('tok2')).toBeNull();
  });

  it('lets go of what a screen read before it emptied the mirror, not of a kept mirror', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"data":{}}', { status: 200 })));
    const ahead = heldForFirstRender<string>();
    ahead.hold('no bookings (read while nobody was signed in)');
    await completeSignIn(dana, 'tok1', lab(5, 'Dana Lab'));
    expect(renderHook(() => ahead.useFirst()).result.current).toBeUndefined();

    ahead.hold("Dana's rows");
    await db.session.update('current', { expired: true });
    await completeSignIn(dana, 'tok2', lab(5, 'Dana Lab'));
    expect(renderHook(() => ahead.useFirst()).result.current).toBe("Dana's rows");
  });

  it('stores the session row with token, user and vendor', async () => {
    await completeSignIn(dana, 'tok1', lab(5, 'Dana Lab'));
    const row = await db.session.get('current');
    expect(row).toMatchObject({ key: 'current', token: 'tok1', user: dana, vendor: { id: 5 } });
    expect(row?.expired).toBeUndefined();
    expect(typeof row?.signedInAt).toBe('string');
  });

  it('keeps the data and outbox of the same vendor after an expired session, with the new token', async () => {
    await completeSignIn(dana, 'old', lab(5, 'Dana Lab'));
    await db.session.update('current', { expired: true });
    await db.offers.put({
      id: 'tmp_1',
      title: 'Offer',
      price: 1,
      valid_from: '',
      valid_to: '',
      tests: [],
    });
    await db.outbox.add(outboxRow(dana.id));

    await completeSignIn(dana, 'new', lab(5, 'Dana Lab'));

    const row = await db.session.get('current');
    expect(row).toMatchObject({ token: 'new' });
    expect(row?.expired).toBeUndefined();
    expect(await db.offers.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the optimistic vendor while a vendor change is still queued', async () => {
    await completeSignIn(dana, 'old', lab(5, 'Server name'));
    await db.session.update('current', { vendor: lab(5, 'Edited offline'), expired: true });
    await db.outbox.add(outboxRow(dana.id, 'lab'));
    await completeSignIn(dana, 'new', lab(5, 'Server name'));
    expect((await db.session.get('current'))?.vendor?.name).toBe('Edited offline');
  });

  it('wipes everything of the previous vendor when another one signs in', async () => {
    await completeSignIn(dana, 'old', lab(5, 'Dana Lab'));
    await db.session.update('current', { expired: true });
    await db.offers.put({
      id: 3,
      title: 'Dana offer',
      price: 1,
      valid_from: '',
      valid_to: '',
      tests: [],
    });
    await db.outbox.add(outboxRow(dana.id));
    await db.meta.put({ key: 'draft', value: { name: 'x' } });

    await completeSignIn(erik, 'erik-token', null);

    expect(await db.session.get('current')).toMatchObject({
      token: 'erik-token',
      user: erik,
      vendor: null,
    });
    expect(await db.offers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
  });
});

describe('markSessionExpired', () => {
  it('marks the session whose token was refused', async () => {
    await completeSignIn(dana, 'tok', null);
    await markSessionExpired('tok');
    expect((await db.session.get('current'))?.expired).toBe(true);
  });

  it('ignores a 401 for a token that is no longer the session (already renewed)', async () => {
    await completeSignIn(dana, 'fresh', null);
    await markSessionExpired('stale');
    expect((await db.session.get('current'))?.expired).toBeUndefined();
  });
});
