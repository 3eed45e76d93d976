import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import {
  DEVICE_LOCK_KEY,
  type ActingPerson,
  type DeviceLock,
  type SealedSecret,
} from '../../../src/db/device-lock';
import type { Booking } from '../../../src/db/types';
import { replay } from '../../../src/sync/replay';
import { setBookingStatus } from '../../../src/sync/set-booking-status';
import { booking, offer, updateOffer } from './changes';
import { fakeServer, json, resetDb, VENDOR } from './fake-server';

const SEALED = { algorithm: 'PBKDF2-SHA-256/AES-GCM' } as unknown as SealedSecret;
const ANNA: ActingPerson = { memberId: 12, name: 'Anna K.', token: 'staff-anna' };
const BEN: ActingPerson = { memberId: 13, name: 'Ben M.', token: 'staff-ben' };

/** A device in team sign-in with `person` unlocked; Anna's session is sealed on it. */
async function unlockedAs(person: ActingPerson | null): Promise<void> {
  const lock: DeviceLock = {
    pin: {} as DeviceLock['pin'],
    idleMinutes: 0,
    locked: person === null,
    failedAttempts: 0,
    notice: '',
    team: { owner: SEALED, people: { 12: { sealed: SEALED, failedAttempts: 0 } }, person },
  };
  await db.meta.put({ key: DEVICE_LOCK_KEY, value: lock });
}

async function lastStep(id: number): Promise<Booking['history'][number] | undefined> {
  return (await db.bookings.get(id))?.history.at(-1);
}

beforeEach(async () => {
  await resetDb({
    ...VENDOR,
    vendor: { ...VENDOR.vendor!, first_name: 'Lena', last_name: 'Vogt' },
  });
  await db.bookings.bulkPut([booking(1), booking(2)]);
});
afterEach(() => vi.unstubAllGlobals());

describe('changes carry the person who made them', () => {
  it('keeps the unlocked person on the row and names them in the optimistic history step', async () => {
    await unlockedAs(ANNA);
    await setBookingStatus((await db.bookings.get(1))!, 'confirmed');
    const [row] = await db.outbox.toArray();
    expect(row?.person).toEqual(ANNA);
    expect(await lastStep(1)).toMatchObject({
      status: 'confirmed',
      by: { id: 12, name: 'Anna K.' },
    });
  });

  it('names the owner by the lab’s short name, with no id, and sends no staff header without team sign-in', async () => {
    const { sent } = fakeServer(() => json(200, { data: booking(1, 'confirmed') }));
    await setBookingStatus((await db.bookings.get(1))!, 'confirmed');
    expect(await lastStep(1)).toMatchObject({ by: { id: null, name: 'Lena V.' } });
    expect((await db.outbox.toArray())[0]?.person).toBeUndefined();
    await replay();
    expect(sent[0]?.staff).toBeNull();
  });

  it('sends each row with its own person’s session, whoever is unlocked when it goes', async () => {
    const { sent } = fakeServer((req) =>
      json(200, { data: booking(Number(/\d+/.exec(req.path)?.[0]), 'confirmed') }),
    );
    await unlockedAs(ANNA);
    await setBookingStatus((await db.bookings.get(1))!, 'confirmed');
    await unlockedAs(BEN);
    await setBookingStatus((await db.bookings.get(2))!, 'confirmed');
    await unlockedAs(null);

    await replay();

    expect(sent.map((r) => [r.path, r.staff])).toEqual([
      ['/bookings/1/', 'staff-anna'],
      ['/bookings/2/', 'staff-ben'],
    ]);
  });

  it('does not fold one person’s change into another’s unsent row', async () => {
    await db.offers.put(offer(9, 'Offer'));
    await unlockedAs(ANNA);
    await updateOffer(9, 'By Anna');
    await unlockedAs(BEN);
    await updateOffer(9, 'By Ben');
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => r.person?.token)).toEqual(['staff-anna', 'staff-ben']);
  });

  it('shows an ended session’s refusal in the server’s words and forgets that member’s seal', async () => {
    const message = 'Unlock with your PIN again: this session has ended.';
    fakeServer(() => json(403, { code: 'staff_session_invalid', message }));
    await unlockedAs(ANNA);
    await setBookingStatus((await db.bookings.get(1))!, 'confirmed');

    expect(await replay()).toMatchObject({ failed: 1 });

    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ status: 'failed', lastError: message, lastStatus: 403 });
    expect((await db.bookings.get(1))?.status).toBe('pending');
    const lock = (await db.meta.get(DEVICE_LOCK_KEY))?.value as DeviceLock;
    expect(lock.team?.people[12]).toEqual({ failedAttempts: 0 });
  });
});
