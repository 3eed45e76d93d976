import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { TeamMember } from '../../../src/db/types';
import {
  addMember,
  removeMember,
  removeMemberError,
  updateMember,
} from '../../../src/features/team/api/team-actions';
import {
  EMPTY_MEMBER,
  memberInput,
  validateMember,
} from '../../../src/features/team/lib/member-form';
import { ApiError } from '../../../src/lib/errors';
import { ACTIONS, refusalMessage } from '../../../src/sync/actions';
import { replay } from '../../../src/sync/replay';
import { fakeServer, json, resetDb } from '../sync/fake-server';

const input = {
  first_name: 'Mia',
  last_name: 'Kern',
  email: 'mia@lab.test',
  phone: '+49 30 1234567',
  role: 2,
  gender: null,
  designation: 1,
};
const member = (id: number, extra: Partial<TeamMember> = {}): TeamMember => ({
  id,
  vendor: 7,
  ...input,
  profile_image: `/media/${id}.png`,
  ...extra,
});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(async () => {
  await resetDb();
});
afterEach(() => vi.unstubAllGlobals());

describe('team members (SPEC 4 through the outbox)', () => {
  it('appends an added member at once and sends it as multipart with the photo', async () => {
    const photo = new File([PNG], 'mia.png', { type: 'image/png' });
    const temp = await addMember(input, photo);
    expect(await db.teamMembers.get(temp)).toMatchObject({ first_name: 'Mia', role: 2 });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      method: 'POST',
      path: '/team-members/',
      body: { kind: 'multipart' },
    });
    const parts = row?.body.kind === 'multipart' ? row.body.parts : [];
    // fake-indexeddb cannot clone Blobs (a browser can): check the part is there, by its name.
    expect(parts.find((p) => p.name === 'profile_image')).toMatchObject({ filename: 'mia.png' });
    expect(parts.find((p) => p.name === 'gender')?.value).toBe('');
  });

  it('swaps the added member for the server record once the server has it', async () => {
    const temp = await addMember(input, null);
    const { sent } = fakeServer(() => json(201, { data: member(31) }));
    await replay();
    expect(sent[0]?.body).toMatchObject({ first_name: 'Mia', email: 'mia@lab.test', role: '2' });
    expect(await db.teamMembers.get(temp)).toBeUndefined();
    expect(await db.teamMembers.get(31)).toMatchObject({ profile_image: '/media/31.png' });
  });

  it('merges an edit into the member, keeping what the edit does not name', async () => {
    await db.teamMembers.put(member(5));
    await updateMember(5, { ...input, last_name: 'Berg' }, null);
    expect(await db.teamMembers.get(5)).toMatchObject({
      last_name: 'Berg',
      profile_image: '/media/5.png',
    });
    const { sent } = fakeServer(() => json(200, { data: member(5, { last_name: 'Berg' }) }));
    await replay();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /team-members/5/']);
    expect(await db.teamMembers.get(5)).toMatchObject({ last_name: 'Berg' });
  });

  it('removes a member by id and sends DELETE /team-members/{id}/', async () => {
    await db.teamMembers.bulkPut([member(5), member(6)]);
    await removeMember(5);
    expect((await db.teamMembers.toArray()).map((m) => m.id)).toEqual([6]);
    const { sent } = fakeServer(() => json(200, { message: 'Team member deleted.' }));
    await replay();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /team-members/5/']);
  });

  it("puts a refused removal back with 'Failed to delete offer' (SPEC 8 member fallback)", async () => {
    await db.teamMembers.put(member(5));
    await removeMember(5);
    fakeServer(() => new Response('', { status: 403 }));
    await replay();
    expect(await db.teamMembers.get(5)).toBeDefined();
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'failed', lastError: 'Failed to delete offer' },
    ]);
    expect(removeMemberError(new ApiError('http', 'Forbidden', { status: 403 }))).toBe(
      'Failed to delete offer',
    );
  });

  it("words a refused image delete with 'Failed to delete offer' too (SPEC 8)", () => {
    const err = new ApiError('http', 'Not Found', { status: 404 });
    expect(refusalMessage(ACTIONS.deleteLabImage, err)).toBe('Failed to delete offer');
  });
});

describe('member validation', () => {
  const valid = { ...EMPTY_MEMBER, first_name: 'Mia', last_name: 'Kern', email: 'mia@lab.test' };

  it('accepts a complete member; an empty lookup is none', () => {
    expect(validateMember(valid)).toEqual({});
    expect(memberInput({ ...valid, role: '3' })).toMatchObject({ role: 3, gender: null });
  });

  it('requires the names', () => {
    expect(validateMember({ ...valid, first_name: '', last_name: ' ' })).toEqual({
      first_name: 'validation.firstNameRequired',
      last_name: 'validation.lastNameRequired',
    });
  });

  it('checks the e-mail and the phone', () => {
    expect(validateMember({ ...valid, email: 'mia@lab' }).email).toBe('validation.email');
    expect(validateMember({ ...valid, email: '' }).email).toBe('validation.emailRequired');
    expect(validateMember({ ...valid, phone: '12ab' }).phone).toBe('validation.phone');
    expect(validateMember({ ...valid, phone: '123' }).phone).toBe('validation.phone');
    expect(validateMember({ ...valid, phone: '+49 (30) 123-4567' })).toEqual({});
  });
});
