import type { Id } from '../../../db/types';
import type { FormPart } from '../../../lib/http';
import { partsFrom } from '../../../lib/http';
import { ACTIONS, refusalMessage } from '../../../sync/actions';
import { queueCreate, queueDelete, queueUpdate } from '../../../sync/optimistic';
import type { MemberInput } from '../lib/member-form';

/**
 * Multipart parts of a member; an empty lookup goes as '' (the API reads it as none), a role left
 * out of the input is not sent (a change of role needs `manageAccess`).
 */
function memberParts(input: MemberInput, photo: File | null): FormPart[] {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return partsFrom({
    ...input,
    role: input.role === undefined ? undefined : text(input.role),
    gender: text(input.gender),
    designation: text(input.designation),
    profile_image: photo,
  });
}

const name = (input: MemberInput) => `${input.first_name} ${input.last_name}`.trim();

/** SPEC 7 POST /team-members/ (multipart, photo as profile_image); SPEC 4 appends. */
export async function addMember(input: MemberInput, photo: File | null): Promise<Id> {
  return queueCreate('teamMembers', {
    action: ACTIONS.createTeamMember,
    path: '/team-members/',
    body: { kind: 'multipart', parts: memberParts(input, photo) },
    label: { key: 'catalogue:outbox.createTeamMember', values: { name: name(input) } },
    // The photo shows once the server has it; the queued Blob is in the outbox row.
    record: (id) => ({ id, ...input, profile_image: null }),
  });
}

/** SPEC 7 PATCH /team-members/{id}/ (multipart); SPEC 4 merges the changes into the member. */
export async function updateMember(id: Id, input: MemberInput, photo: File | null): Promise<void> {
  await queueUpdate('teamMembers', id, {
    action: ACTIONS.updateTeamMember,
    method: 'PATCH',
    path: `/team-members/${id}/`,
    body: { kind: 'multipart', parts: memberParts(input, photo) },
    label: { key: 'catalogue:outbox.updateTeamMember', values: { name: name(input) } },
    change: (member) => ({ ...member, ...input }),
  });
}

/** SPEC 7 DELETE /team-members/{id}/; SPEC 4 removes the member with that id. */
export async function removeMember(id: Id): Promise<void> {
  await queueDelete('teamMembers', id, {
    action: ACTIONS.deleteTeamMember,
    path: `/team-members/${id}/`,
    label: { key: 'catalogue:outbox.deleteTeamMember' },
  });
}

/** SPEC 8: a failed member delete shows the server's message, else 'Failed to delete offer'. */
export function removeMemberError(err: unknown): string {
  return refusalMessage(ACTIONS.deleteTeamMember, err);
}
