import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PIN_MAX_DIGITS,
  PIN_MIN_DIGITS,
  STAFF_SESSION_HEADER,
  pinProblem,
  type PinProblem,
} from '../../src/config/permissions.ts';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import { assertOwned, labIdOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import {
  ANYONE,
  SERVER_PIN_ATTEMPTS,
  newSessionToken,
  pinTagger,
  sameTag,
  sha256,
} from '../lib/staff.ts';
import { id, parse, routeId } from '../lib/validate.ts';

const PIN_WORDS: Record<PinProblem, string> = {
  digitsOnly: 'The PIN may only have digits.',
  tooShort: `The PIN needs at least ${PIN_MIN_DIGITS} digits.`,
  tooLong: `The PIN may have at most ${PIN_MAX_DIGITS} digits.`,
  allSame: 'The PIN must not be one digit repeated.',
};
const pin = z.string({ error: 'Expected the PIN as a string of digits' }).max(64);
const sessionBody = z.object({ member_id: id, pin });
const memberPinBody = z.object({ pin: pin.nullable() });
const ownPinBody = z.object({ pin });

const pinError = (status: number, code: string, message: string): HttpError =>
  new HttpError(status, message, undefined, {}, code);

/**
 * Team sign-in (docs/staff-access.md): a device's counter mode, unlocking as a member with a
 * PIN, and setting PINs. The rights are checked by lib/staff.ts, as on every mutating route.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const tagOf = pinTagger(ctx.dataDir);
  const records = recordReaders(db);
  const member = db.prepare<
    [number],
    { lab_id: number; pin_tag: string | null; pin_failures: number }
  >('SELECT lab_id, pin_tag, pin_failures FROM team_members WHERE id = ?');
  const tagHolder = db
    .prepare<[number, string], number>(
      'SELECT id FROM team_members WHERE lab_id = ? AND pin_tag = ?',
    )
    .pluck();
  const setTag = db.prepare<[string | null, number]>(
    'UPDATE team_members SET pin_tag = ?, pin_failures = 0 WHERE id = ?',
  );
  const failed = db.prepare<[number]>(
    'UPDATE team_members SET pin_failures = pin_failures + 1 WHERE id = ?',
  );
  const unfailed = db.prepare<[number]>(
    'UPDATE team_members SET pin_failures = 0 WHERE id = ? AND pin_failures <> 0',
  );
  const insertSession = db.prepare<[string, number, number | null, string, string]>(
    `INSERT INTO staff_sessions (token_hash, lab_id, member_id, vendor_token, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const endMemberSessions = db.prepare<[number, string]>(
    'DELETE FROM staff_sessions WHERE member_id = ? AND token_hash <> ?',
  );
  const endTokenSessions = db.prepare<[string]>(
    'DELETE FROM staff_sessions WHERE vendor_token = ?',
  );
  const setCounter = db.prepare<[number, string]>('UPDATE tokens SET counter = ? WHERE token = ?');

  const vendorToken = (request: FastifyRequest): string => {
    if (!request.authToken)
      throw new HttpError(401, 'Authentication credentials were not provided.');
    return request.authToken;
  };
  /** A new session's token; only its SHA-256 is kept. */
  const openSession = (request: FastifyRequest, labId: number, memberId: number | null) => {
    const token = newSessionToken();
    insertSession.run(
      sha256(token),
      labId,
      memberId,
      vendorToken(request),
      new Date().toISOString(),
    );
    return token;
  };
  /** Sets or clears a member's PIN; ends their sessions but `keep` (a session's hash). */
  const setPin = (labId: number, memberId: number, value: string | null, keep = '') => {
    if (value !== null) {
      const problem = pinProblem(value);
      if (problem) throw new HttpError(400, PIN_WORDS[problem], [`pin: ${PIN_WORDS[problem]}`]);
      const holder = tagHolder.get(labId, tagOf(labId, value));
      if (holder !== undefined && holder !== memberId) {
        const message = 'Another team member already has this PIN.';
        throw new HttpError(400, message, [`pin: ${message}`]);
      }
    }
    setTag.run(value === null ? null : tagOf(labId, value), memberId);
    endMemberSessions.run(memberId, keep);
    return {
      message: value === null ? 'PIN removed.' : 'PIN set.',
      data: records.teamMember(memberId),
    };
  };

  const manageAccess = { config: { right: 'manageAccess' } } as const;

  app.post('/api/staff/counter/', manageAccess, async (request, reply) => {
    const labId = labIdOf(request);
    setCounter.run(1, vendorToken(request));
    reply.code(201);
    return {
      message: 'Team sign-in is on for this device.',
      data: { token: openSession(request, labId, null) },
    };
  });

  app.delete('/api/staff/counter/', manageAccess, async (request) => {
    const token = vendorToken(request);
    setCounter.run(0, token);
    endTokenSessions.run(token);
    return { message: 'Team sign-in is off for this device.' };
  });

  app.post('/api/staff/sessions/', async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(sessionBody, request.body);
    const row = member.get(body.member_id);
    assertOwned(row, labId, 'Team member');
    if (!row?.pin_tag) {
      throw pinError(403, 'pin_not_set', 'This team member has no PIN yet.');
    }
    const locked = (): HttpError =>
      pinError(423, 'pin_locked', 'Too many wrong PINs: ask an Admin or the owner for a new PIN.');
    if (row.pin_failures >= SERVER_PIN_ATTEMPTS) throw locked();
    if (!sameTag(tagOf(labId, body.pin), row.pin_tag)) {
      // Counted in this request's write unit: a 4xx answer commits.
      failed.run(body.member_id);
      if (row.pin_failures + 1 >= SERVER_PIN_ATTEMPTS) throw locked();
      throw pinError(403, 'pin_wrong', 'Wrong PIN.');
    }
    unfailed.run(body.member_id);
    reply.code(201);
    return {
      message: 'Unlocked.',
      data: {
        token: openSession(request, labId, body.member_id),
        member: records.teamMember(body.member_id),
      },
    };
  });

  app.put<{ Params: { id: string } }>(
    '/api/team-members/:id/pin/',
    manageAccess,
    async (request) => {
      const memberId = routeId(request.params.id, 'Team member');
      const labId = labIdOf(request);
      assertOwned(member.get(memberId), labId, 'Team member');
      const body = parse(memberPinBody, request.body);
      return setPin(labId, memberId, body.pin);
    },
  );

  app.put('/api/staff/pin/', { config: { right: ANYONE } }, async (request) => {
    const memberId = request.actor?.memberId;
    const header = request.headers[STAFF_SESSION_HEADER.toLowerCase()];
    if (!memberId || typeof header !== 'string') {
      throw new HttpError(
        403,
        "Unlock as the team member whose PIN it is: the owner's PIN is the device's.",
      );
    }
    const body = parse(ownPinBody, request.body);
    return setPin(labIdOf(request), memberId, body.pin, sha256(header));
  });
}
