import { db } from '../../../db/db';
import type { Id, TeamMember } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import { apiRequest } from '../../../lib/http';

/**
 * PUT /team-members/{id}/pin/ (docs/staff-access.md): sets a member's staff PIN, or removes it
 * with null. Online only, never through the outbox: a PIN must not wait on the device. The
 * server's refusal (a bad or shared PIN, a role without `manageAccess`) comes back as the
 * ApiError; the answer's `pin_set` goes into the mirror at once.
 */
export async function setMemberPin(id: Id, pin: string | null): Promise<void> {
  const session = await db.session.get('current');
  if (!session || session.expired) {
    throw new AppError('Sign in again to change a PIN.', { key: 'catalogue:team.pin.signIn' });
  }
  const { data } = await apiRequest<TeamMember | undefined>(`/team-members/${id}/pin/`, {
    method: 'PUT',
    body: { kind: 'json', value: { pin } },
    token: session.token,
  });
  await db.teamMembers.update(id, { pin_set: data?.pin_set ?? pin !== null });
}
