import { db } from '../../../db/db';
import type { Id, TeamMember } from '../../../db/types';
import type { FormPart } from '../../../lib/http';
import { partsFrom } from '../../../lib/http';
import { ACTIONS, refusalMessage } from '../../../sync/actions';
import { dropUnsentRowsOf, enqueue, tempId } from '../../../sync/outbox';
import type { MemberInput } from '../lib/member-form';

/** Multipart parts of a member; an empty lookup goes as '' (the API reads it as none). */
function memberParts(input: MemberInput, photo: File | null): FormPart[] {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return partsFrom({
    ...input,
    role: text(input.role),
    gender: text(input.gender),
    designation: text(input.designation),
    profile_image: photo,
  });
}

const name = (input: MemberInput) => `${input.first_name} ${input.last_name}`.trim();

/** SPEC 7 POST /team-members/ (multipart, photo as profile_image); SPEC 4 appends. */
export async function addMember(input: MemberInput, photo: File | null): Promise<Id> {
  const id = tempId();
  await enqueue({
    action: ACTIONS.createTeamMember,
    table: 'teamMembers',
    recordId: id,
    method: 'POST',
    path: '/team-members/',
    body: { kind: 'multipart', parts: memberParts(input, photo) },
    label: { key: 'catalogue:outbox.createTeamMember', values: { name: name(input) } },
    onSuccess: { op: 'put', table: 'teamMembers' },
    optimistic: async () => {
      // The photo shows once the server has it; the queued Blob is in the outbox row.
      const member: TeamMember = { id, ...input, profile_image: null };
      await db.teamMembers.add(member);
      return { table: 'teamMembers', put: [], remove: [id] };
    },
  });
  return id;
}

/** SPEC 7 PATCH /team-members/{id}/ (multipart); SPEC 4 merges the changes into the member. */
export async function updateMember(id: Id, input: MemberInput, photo: File | null): Promise<void> {
  await enqueue({
    action: ACTIONS.updateTeamMember,
    table: 'teamMembers',
    recordId: id,
    method: 'PATCH',
    path: `/team-members/${id}/`,
    body: { kind: 'multipart', parts: memberParts(input, photo) },
    label: { key: 'catalogue:outbox.updateTeamMember', values: { name: name(input) } },
    onSuccess: { op: 'put', table: 'teamMembers' },
    optimistic: async () => {
      const before = await db.teamMembers.get(id);
      if (!before) throw new Error(`Team member ${id} is not in the mirror`);
      await db.teamMembers.put({ ...before, ...input });
      return { table: 'teamMembers', put: [before], remove: [] };
    },
  });
}

/** SPEC 7 DELETE /team-members/{id}/; SPEC 4 removes the member with that id. */
export async function removeMember(id: Id): Promise<void> {
  const dropped = await db.transaction('rw', db.teamMembers, db.outbox, async () => {
    const unsent = await dropUnsentRowsOf('teamMembers', id);
    if (unsent) await db.teamMembers.delete(id);
    return unsent;
  });
  if (dropped) return;
  await enqueue({
    action: ACTIONS.deleteTeamMember,
    table: 'teamMembers',
    recordId: id,
    method: 'DELETE',
    path: `/team-members/${id}/`,
    label: { key: 'catalogue:outbox.deleteTeamMember' },
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const before = await db.teamMembers.get(id);
      await db.teamMembers.delete(id);
      return { table: 'teamMembers', put: before ? [before] : [], remove: [] };
    },
  });
}

/** SPEC 8: a failed member delete shows the server's message, else 'Failed to delete offer'. */
export function removeMemberError(err: unknown): string {
  return refusalMessage(ACTIONS.deleteTeamMember, err);
}
