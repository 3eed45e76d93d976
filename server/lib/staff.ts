import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  STAFF_SESSION_HEADER,
  canDo,
  roleKeyOf,
  rolesWith,
  type RoleKey,
  type Right,
} from '../../src/config/permissions.ts';
import type { AppContext, AuthUser } from '../context.ts';
import { HttpError } from './errors.ts';

/**
 * Who makes a change (issue 27, docs/staff-access.md): the account owner, or a team member
 * unlocked on a shared device with their PIN, whose role's rights (src/config/permissions.ts)
 * the server checks before any handler runs.
 */
export interface Actor {
  /** The team member's id; null for the owner. */
  memberId: number | null;
  /** The short name a booking's history keeps ("Anna K."). */
  name: string;
  /** null: a member whose role the rights table does not know (may change nothing). */
  role: RoleKey | null;
}

/** What a mutating route needs: one right, or those a request needs (its body decides). */
export type RouteRight = Right | ((request: FastifyRequest) => readonly Right[]);

/** For a route that needs who is acting but no right (the staff calls that check their own). */
export const ANYONE: RouteRight = () => [];

/** Wrong PINs in a row, counted by the server, before a member is locked out until a new PIN. */
export const SERVER_PIN_ATTEMPTS = 10;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = STAFF_SESSION_HEADER.toLowerCase();

/**
 * Mutating /api routes no role is checked on: sign-in and sign-out, push registration,
 * notifications (anyone at the counter may mark them read or delete them) and unlocking, which
 * checks a PIN instead. Public routes (`config.public`) are exempt too. Every other mutating
 * route must declare `config.right`, or the server does not start.
 */
const EXEMPT = new Set([
  'POST /api/logout',
  'POST /api/auth/register-device/',
  'DELETE /api/auth/register-device/',
  'POST /api/staff/sessions/',
]);
const EXEMPT_PREFIXES = ['/api/notifications/'];

const isExempt = (method: string, url: string): boolean =>
  EXEMPT.has(`${method} ${url}`) || EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));

/** What the refusal says each right allows ("Only Owner or Admin may {phrase}."). */
const PHRASES: Record<Right, string> = {
  seeRevenue: 'see the revenue',
  editBusiness: 'change the business details',
  editOffers: 'change offers',
  editServices: 'change services',
  editTeam: 'change team members',
  manageAccess: "change the team's access",
  editClients: 'change clients',
  'step:confirmed': 'confirm bookings',
  'step:sample_collected': 'mark samples collected',
  'step:report_ready': 'mark reports ready',
  'step:completed': 'complete bookings',
  'step:cancelled': 'cancel bookings',
  'step:no_show': 'mark bookings as no-show',
};

const capitalised = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);

/** "Only Owner, Admin or Manager may change offers." */
export function refusalOf(right: Right): string {
  const names = rolesWith(right).map(capitalised);
  const last = names.pop() ?? '';
  const who = names.length ? `${names.join(', ')} or ${last}` : last;
  return `Only ${who} may ${PHRASES[right]}.`;
}

/** "Anna K.": the first name and the last name's initial. */
export function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A staff session's token: 32 random bytes, base64url. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** The PIN tags' secret, `DATA_DIR/staff.key`: 32 random bytes made on first use. */
function staffKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'staff.key');
  try {
    writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file);
  if (key.length < 32) throw new Error(`${file} is shorter than 32 bytes`);
  return key;
}

/** A PIN's tag: HMAC-SHA-256 of `lab:pin`; equal PINs in one lab have equal tags. */
export function pinTagger(dataDir: string): (labId: number, pin: string) => string {
  const key = staffKey(dataDir);
  return (labId, pin) => createHmac('sha256', key).update(`${labId}:${pin}`).digest('hex');
}

export const sameTag = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const staffError = (status: number, code: string, message: string): HttpError =>
  new HttpError(status, message, undefined, {}, code);

const sessionInvalid = (): HttpError =>
  staffError(403, 'staff_session_invalid', 'Unlock with your PIN again: this session has ended.');
const sessionRequired = (): HttpError =>
  staffError(
    403,
    'staff_session_required',
    'This device is shared: unlock as a team member to make changes.',
  );
const roleForbidden = (right: Right): HttpError =>
  staffError(403, 'role_forbidden', refusalOf(right));

/** Fails at start-up for a mutating /api route that declares no right and is not exempt. */
export function requireDeclaredRights(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.config?.public) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!MUTATING.has(method) || route.config?.right !== undefined) continue;
      if (isExempt(method, route.url)) continue;
      throw new Error(
        `${method} ${route.url} declares no right: add config.right (src/config/permissions.ts) ` +
          'or list it as exempt in server/lib/staff.ts',
      );
    }
  });
}

interface SessionRow {
  member_id: number | null;
  first_name: string | null;
  last_name: string | null;
  role_name: string | null;
}

/** The staff check of every mutating request, run by lib/mutations.ts before its write unit. */
export interface StaffGuard {
  /** Resolves `request.actor` and checks the route's right; throws the refusal. */
  authorize(request: FastifyRequest): void;
  /** A member's accepted change: their `last_active_at`, inside the change's write unit. */
  accepted(request: FastifyRequest): void;
}

/**
 * Installs the start-up check of routes' rights and answers the guard lib/mutations.ts runs:
 * its refusals come before the write unit and the idempotency claim, so a refused request
 * changes nothing, is not stored, and a retry with the same key is checked again.
 */
export function installStaff(app: FastifyInstance, ctx: AppContext): StaffGuard {
  const { db } = ctx;
  app.decorateRequest('actor', null);
  requireDeclaredRights(app);
  const session = db.prepare<[string, string, number], SessionRow>(
    `SELECT s.member_id, m.first_name, m.last_name, r.name AS role_name
     FROM staff_sessions s LEFT JOIN team_members m ON m.id = s.member_id
       LEFT JOIN lookups r ON r.id = m.role
     WHERE s.token_hash = ? AND s.vendor_token = ? AND s.lab_id = ?`,
  );
  const counter = db
    .prepare<[string], number>('SELECT counter FROM tokens WHERE token = ?')
    .pluck();
  const lab = db.prepare<[number], { name: string; first_name: string; last_name: string }>(
    'SELECT name, first_name, last_name FROM labs WHERE id = ?',
  );
  const touch = db.prepare<[string, number]>(
    'UPDATE team_members SET last_active_at = ? WHERE id = ?',
  );

  const owner = (user: AuthUser): Actor => {
    const row = user.lab_id === null ? undefined : lab.get(user.lab_id);
    const name =
      shortName(row?.first_name ?? user.first_name, row?.last_name ?? user.last_name) ||
      row?.name ||
      'Owner';
    return { memberId: null, name, role: 'owner' };
  };

  function actorOf(request: FastifyRequest): Actor {
    const user = request.authUser;
    const token = request.authToken;
    if (!user || !token) throw new HttpError(401, 'Authentication credentials were not provided.');
    const header = request.headers[HEADER];
    if (header !== undefined) {
      const row =
        typeof header === 'string' && user.lab_id !== null
          ? session.get(sha256(header), token, user.lab_id)
          : undefined;
      if (!row) throw sessionInvalid();
      if (row.member_id === null) return owner(user);
      return {
        memberId: row.member_id,
        name: shortName(row.first_name ?? '', row.last_name ?? ''),
        role: roleKeyOf(row.role_name),
      };
    }
    if (counter.get(token)) throw sessionRequired();
    return owner(user);
  }

  return {
    authorize(request) {
      const declared = request.routeOptions.config.right;
      if (declared === undefined) return;
      const actor = actorOf(request);
      request.actor = actor;
      const rights = typeof declared === 'function' ? declared(request) : [declared];
      const missing = rights.find((right) => !canDo(actor.role, right));
      if (missing) throw roleForbidden(missing);
    },
    accepted(request) {
      const memberId = request.actor?.memberId;
      if (memberId) touch.run(new Date().toISOString(), memberId);
    },
  };
}
