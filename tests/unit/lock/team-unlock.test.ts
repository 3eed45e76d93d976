import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { peekDeviceLock, type DeviceLock } from '../../../src/db/device-lock';
import {
  lockDevice,
  lockIfGone,
  savePin,
  unlockDevice,
} from '../../../src/features/lock/api/lock-actions';
import { changeOwnPin } from '../../../src/features/lock/api/change-own-pin';
import { turnOffTeam, turnOnTeam } from '../../../src/features/lock/api/team-sign-in';
import { unlockMember } from '../../../src/features/lock/api/unlock-member';
import { open } from '../../../src/features/lock/lib/seal';
import { fakeServer, json, resetDb, VENDOR, type Handler } from '../sync/fake-server';

const ANNA = { id: 12, name: 'Anna K.' };
const BEN = { id: 13, name: 'Ben M.' };

/** The reference server's staff calls: Anna's PIN is 4711, Ben has none. */
const staffServer: Handler = (req) => {
  if (req.path === '/staff/counter/') return json(200, { data: { token: 'owner-staff' } });
  if (req.path === '/staff/pin/') return json(200, { data: { id: 12, pin_set: true } });
  if (req.path === '/staff/sessions/') {
    const { member_id, pin } = req.body as { member_id: number; pin: string };
    if (member_id === BEN.id) return json(403, { code: 'pin_not_set', message: 'No PIN.' });
    if (pin !== '4711') return json(403, { code: 'pin_wrong', message: 'Wrong PIN.' });
    return json(200, { data: { token: 'staff-anna', member: { id: 12 } } });
  }
  return json(404, {});
};

async function lock(): Promise<DeviceLock> {
  const row = await peekDeviceLock();
  if (!row) throw new Error('no lock row');
  return row;
}

function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

beforeEach(async () => {
  await db.open();
  await resetDb({
    ...VENDOR,
    vendor: { ...VENDOR.vendor!, first_name: 'Lena', last_name: 'Vogt' },
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('team sign-in on a device', () => {
  it('turns on with the server and keeps the owner’s session sealed with the device PIN', async () => {
    const { sent } = fakeServer(staffServer);
    await turnOnTeam('2580', 5);
    const row = await lock();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /staff/counter/']);
    expect(row.team?.person).toEqual({ memberId: 'owner', name: 'Lena V.', token: 'owner-staff' });
    expect(await open(row.team!.owner, '2580')).toBe('owner-staff');
  }, 30_000);

  it('refuses to turn on offline, and turns off with the owner’s session keeping the PIN', async () => {
    offline();
    const { sent } = fakeServer(staffServer);
    await expect(turnOnTeam('2580', 5)).rejects.toThrow(/network/);
    expect(sent).toHaveLength(0);
    vi.restoreAllMocks();

    await turnOnTeam('2580', 5);
    await turnOffTeam();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', staff: 'owner-staff' });
    const row = await lock();
    expect(row.team).toBeUndefined();
    expect(await unlockDevice('2580')).toEqual({ ok: true });
  }, 30_000);

  it('a member’s first unlock asks the server, seals the session and unlocks as them', async () => {
    const { sent } = fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await lockDevice('x');
    expect((await lock()).team?.person).toBeNull();

    expect(await unlockMember(ANNA, '4711')).toEqual({ ok: true });

    expect(sent.at(-1)).toMatchObject({
      path: '/staff/sessions/',
      body: { member_id: 12, pin: '4711' },
    });
    const row = await lock();
    expect(row).toMatchObject({ locked: false });
    expect(row.team?.person).toEqual({ memberId: 12, name: 'Anna K.', token: 'staff-anna' });
    expect(await open(row.team!.people[12]!.sealed!, '4711')).toBe('staff-anna');
  }, 30_000);

  it('a member changes their own PIN with their session; the seal here opens with the new one only', async () => {
    const { sent } = fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await lockDevice('x');
    await unlockMember(ANNA, '4711');

    await changeOwnPin('3690');

    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/staff/pin/',
      staff: 'staff-anna',
      body: { pin: '3690' },
    });
    const sealed = (await lock()).team!.people[12]!.sealed!;
    expect(await open(sealed, '3690')).toBe('staff-anna');
    expect(await open(sealed, '4711')).toBeNull();
  }, 30_000);

  it('later unlocks open the seal offline; without a seal, offline is refused', async () => {
    const { sent } = fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await lockDevice('x');
    await unlockMember(ANNA, '4711');
    await lockDevice('x');
    const asked = sent.length;
    offline();

    expect(await unlockMember(ANNA, '4711')).toEqual({ ok: true });
    expect((await lock()).team?.person?.token).toBe('staff-anna');
    await lockDevice('x');
    expect(await unlockMember(BEN, '1357')).toEqual({ ok: false, reason: 'needsNetwork' });
    expect(sent).toHaveLength(asked);
    expect((await lock()).locked).toBe(true);
  }, 30_000);

  it('words the server’s refusals and counts its wrong PINs', async () => {
    fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await lockDevice('x');
    expect(await unlockMember(BEN, '1357')).toEqual({ ok: false, reason: 'pinNotSet' });
    expect(await unlockMember(ANNA, '1111')).toEqual({
      ok: false,
      reason: 'wrong',
      attemptsLeft: 4,
    });
    fakeServer(() => json(423, { code: 'pin_locked', message: 'Locked.' }));
    expect(await unlockMember(ANNA, '4711')).toEqual({ ok: false, reason: 'pinLocked' });
  }, 30_000);

  it('locks a person out after 5 wrong PINs on this device until the owner unlocks', async () => {
    fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await lockDevice('x');
    await unlockMember(ANNA, '4711');
    await lockDevice('x');

    const left = [];
    for (let i = 0; i < 5; i += 1) left.push(await unlockMember(ANNA, '9999'));
    expect(left.map((r) => (!r.ok && r.reason === 'wrong' ? r.attemptsLeft : r))).toEqual([
      4, 3, 2, 1, 0,
    ]);
    // The right PIN no longer helps; the device itself is not wiped.
    expect(await unlockMember(ANNA, '4711')).toEqual({ ok: false, reason: 'lockedOut' });
    expect((await lock()).failedAttempts).toBe(0);

    expect(await unlockDevice('2580')).toEqual({ ok: true });
    expect((await lock()).team?.person).toMatchObject({ memberId: 'owner', token: 'owner-staff' });
    expect((await lock()).team?.people[12]?.failedAttempts).toBe(0);
    await lockDevice('x');
    expect(await unlockMember(ANNA, '4711')).toEqual({ ok: true });
  }, 60_000);

  it('the owner’s path is the device PIN, whose wrong tries count towards the wipe', async () => {
    fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await lockDevice('x');
    expect(await unlockDevice('1111')).toEqual({ ok: false, attemptsLeft: 4 });
    expect(await unlockDevice('2580')).toEqual({ ok: true });
    // A new device PIN seals the owner's session again.
    await savePin('3690', 0);
    expect(await open((await lock()).team!.owner, '3690')).toBe('owner-staff');
  }, 30_000);

  it('locks the device when the unlocked member is removed from the mirror', async () => {
    fakeServer(staffServer);
    await turnOnTeam('2580', 0);
    await db.teamMembers.put({ id: 12, first_name: 'Anna', last_name: 'Kurz', email: 'a@x' });
    await lockDevice('x');
    await unlockMember(ANNA, '4711');

    expect(await lockIfGone(12, 'x')).toBe(false);
    expect((await lock()).locked).toBe(false);
    await db.teamMembers.delete(12);
    expect(await lockIfGone(12, 'x')).toBe(true);
    expect(await lock()).toMatchObject({ locked: true, team: { person: null } });
  }, 30_000);
});
