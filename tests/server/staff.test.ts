import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE_KEYS,
  STAFF_SESSION_HEADER,
  canDo,
  type RoleKey,
  type Right,
} from '../../src/config/permissions.ts';
import { STEP_STATUSES } from '../../src/config/booking-flow.ts';
import type { Lab, TeamMember } from '../../server/db/rows.ts';
import { SERVER_PIN_ATTEMPTS, refusalOf, requireDeclaredRights } from '../../server/lib/staff.ts';
import {
  call,
  form,
  otherVendor,
  signIn,
  startServer,
  type Answer,
  type CallOptions,
  type TestServer,
} from './helpers.ts';
import { pullAll } from './sync-helpers.ts';

interface Booking {
  id: number;
  status: string;
  history: { status: string; at: string; by?: { id: number | null; name: string } }[];
}
type Staff = Answer<{ token: string; member: TeamMember }>;

let server: TestServer;
let base: string;
let lab: Lab;
let roleIds: Record<string, number>;
/** A member of each role the table knows, and `none`: one with no role. */
const members: Partial<Record<RoleKey | 'none', TeamMember>> = {};
const PINS: Record<RoleKey | 'none', string> = {
  owner: '',
  admin: '2468',
  manager: '1357',
  technician: '8642',
  phlebotomist: '9753',
  receptionist: '1470',
  none: '3690',
};

const as = (session: string) => ({ [STAFF_SESSION_HEADER]: session });
const code = (answer: Answer<unknown>) => (answer.body as { code?: string }).code;
const db = () => new Database(path.join(server.dataDir, 'lab.sqlite'), { readonly: true });
const memberOf = (key: RoleKey | 'none'): TeamMember => {
  const member = members[key];
  if (!member) throw new Error(`no ${key} member`);
  return member;
};

/** A new vendor token of the demo owner, not in counter mode. */
const ownerToken = () => signIn(base);
/** Turns counter mode on for `token`; answers the owner's staff session. */
async function counterOn(token: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await call<{ token: string }>(base, 'POST', '/staff/counter/', { token, headers });
  expect(answer.status).toBe(201);
  return answer.body.data.token;
}
function unlock(token: string, memberId: number, pin: string): Promise<Staff> {
  return call(base, 'POST', '/staff/sessions/', { token, json: { member_id: memberId, pin } });
}
/** A staff session of `who` under `token` (the owner's turns counter mode on). */
async function sessionOf(token: string, who: RoleKey | 'none'): Promise<string> {
  if (who === 'owner') return counterOn(token);
  const answer = await unlock(token, memberOf(who).id, PINS[who]);
  expect(answer.status).toBe(201);
  return answer.body.data.token;
}
const setPin = (token: string, memberId: number, pin: string | null, headers = {}) =>
  call<TeamMember>(base, 'PUT', `/team-members/${memberId}/pin/`, {
    token,
    headers,
    json: { pin },
  });
const bookingsOf = async (token: string) =>
  (await call<Booking[]>(base, 'GET', '/bookings', { token })).body.data;
const membersOf = async (token: string) =>
  (await call<{ team_members: TeamMember[] }>(base, 'GET', '/users/', { token })).body.data
    .team_members;

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  const token = await ownerToken();
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
  const roles = (await call<{ id: number; name: string }[]>(base, 'GET', '/common/roles')).body;
  roleIds = Object.fromEntries(roles.data.map((role) => [role.name.toLowerCase(), role.id]));
  for (const key of [...ROLE_KEYS.filter((k) => k !== 'owner'), 'none'] as const) {
    const fields = { first_name: `Pat ${key}`, last_name: 'Kowalski' };
    const role = roleIds[key];
    const created = await call<TeamMember>(base, 'POST', '/team-members/', {
      token,
      form: form(role ? { ...fields, role } : fields),
    });
    expect(created.status).toBe(201);
    expect((await setPin(token, created.body.data.id, PINS[key])).status).toBe(200);
    members[key] = { ...created.body.data, pin_set: true };
  }
});
afterAll(() => server.close());

const NO = 999999;
interface Probe {
  route: string;
  rights: Right[];
  path: string;
  options?: CallOptions;
  /** Run on a vendor token of its own: the call, allowed, changes the device's sessions. */
  fresh?: boolean;
}
/** Each mutating route, with a request that the handler refuses (400/404) once it is allowed. */
function probes(): Probe[] {
  const json = (body: unknown): CallOptions => ({ json: body });
  const probe = (route: string, rights: Right[], path: string, options?: CallOptions): Probe => ({
    route,
    rights,
    path,
    options,
  });
  return [
    probe('POST /api/labs/', ['editBusiness'], '/labs/', json({ name: 'X', first_name: 'Y' })),
    probe('PATCH /api/labs/:id/', ['editBusiness'], `/labs/${NO}/`, json({ name: 'X' })),
    probe('POST /api/lab-images/', ['editBusiness'], '/lab-images/', json({})),
    probe('DELETE /api/lab-images/:id/', ['editBusiness'], `/lab-images/${NO}/`),
    probe(
      'POST /api/auth/password/change/',
      ['editBusiness'],
      '/auth/password/change/',
      json({ new_password: 'x' }),
    ),
    probe('POST /api/common/service-type/', ['editServices'], '/common/service-type/', json({})),
    probe('POST /api/lab-test-types/', ['editServices'], '/lab-test-types/', json({})),
    probe('PATCH /api/services/:serviceId/', ['editServices'], `/services/${NO}/`, json({})),
    probe('PUT /api/services/:offerId/', ['editOffers'], `/services/${NO}/`, json({})),
    probe('POST /api/offers/', ['editOffers'], '/offers/', json({})),
    probe('DELETE /api/offers/:id/', ['editOffers'], `/offers/${NO}/`),
    probe('POST /api/users/', ['editClients'], '/users/', json({})),
    probe('POST /api/user/addresses/', ['editClients'], '/user/addresses/', json({})),
    probe('POST /api/team-members/', ['editTeam'], '/team-members/', json({})),
    probe(
      'POST /api/team-members/',
      ['editTeam', 'manageAccess'],
      '/team-members/',
      json({ role: roleIds.receptionist }),
    ),
    probe(
      'PATCH /api/team-members/:id/',
      ['editTeam'],
      `/team-members/${NO}/`,
      json({ phone: '1' }),
    ),
    probe(
      'PATCH /api/team-members/:id/',
      ['editTeam', 'manageAccess'],
      `/team-members/${NO}/`,
      json({ role: roleIds.admin }),
    ),
    probe('DELETE /api/team-members/:id/', ['editTeam'], `/team-members/${NO}/`),
    ...STEP_STATUSES.map((status) =>
      probe('PATCH /api/bookings/:bookingId/', [`step:${status}`], `/bookings/${NO}/`, {
        json: { status },
      }),
    ),
    probe(
      'PUT /api/team-members/:id/pin/',
      ['manageAccess'],
      `/team-members/${NO}/pin/`,
      json({ pin: null }),
    ),
    probe('PUT /api/staff/pin/', [], '/staff/pin/', json({ pin: '1' })),
    probe('POST /api/staff/counter/', ['manageAccess'], '/staff/counter/'),
    { ...probe('DELETE /api/staff/counter/', ['manageAccess'], '/staff/counter/'), fresh: true },
  ];
}

/** Mutating /api routes no role is checked on (server/lib/staff.ts, EXEMPT). */
const EXEMPT = [
  'POST /api/logout',
  'POST /api/auth/register-device/',
  'DELETE /api/auth/register-device/',
  'POST /api/staff/sessions/',
];

describe('the rights of each role on every mutating route', () => {
  let token: string;
  const sessions: Partial<Record<RoleKey | 'none', string>> = {};

  beforeAll(async () => {
    token = await ownerToken();
    for (const who of [...ROLE_KEYS, 'none'] as const) sessions[who] = await sessionOf(token, who);
  });

  it('has a probe for every mutating route that is not public or exempt', () => {
    const routes = new Set<string>();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const printed = server.app.printRoutes({ commonPrefix: false, method: method as 'POST' });
      for (const [, url] of printed.matchAll(/(\/api\/\S+) \(/g)) routes.add(`${method} ${url}`);
    }
    const isPublic = (route: string) =>
      /\/api\/auth\/(otp-|password\/(forgot|set|login))/.test(route);
    const checked = [...routes].filter(
      (route) =>
        !EXEMPT.includes(route) && !route.includes('/api/notifications/') && !isPublic(route),
    );
    expect(new Set(probes().map((p) => p.route))).toEqual(new Set(checked));
  });

  it.each([...ROLE_KEYS, 'none'] as const)('%s', async (who) => {
    const role = who === 'none' ? null : who;
    for (const { route, rights, path, options, fresh } of probes()) {
      const device = fresh ? await ownerToken() : token;
      const session = fresh ? await sessionOf(device, who) : sessions[who];
      const answer = await call(base, route.split(' ')[0] as string, path, {
        ...options,
        token: device,
        headers: as(session ?? ''),
      });
      const missing = rights.find((right) => !canDo(role, right));
      const what = `${who}: ${route} ${JSON.stringify(options?.json ?? {})}`;
      if (missing) {
        expect({ what, status: answer.status, code: code(answer) }).toEqual({
          what,
          status: 403,
          code: 'role_forbidden',
        });
        expect(answer.body.message).toBe(refusalOf(missing));
      } else {
        expect({ what, code: code(answer) }).toEqual({ what, code: undefined });
        expect(answer.status, what).toBeLessThan(500);
      }
    }
  });
});

describe('who acts', () => {
  it('is the owner without the header on a normal token, and nobody without it in counter mode', async () => {
    const token = await ownerToken();
    const offer = { title: 'Owner offer', price: 10 };
    expect((await call(base, 'POST', '/offers/', { token, json: offer })).status).toBe(201);
    const owner = await counterOn(token);
    const refused = await call(base, 'POST', '/offers/', { token, json: offer });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'This device is shared: unlock as a team member to make changes.',
      code: 'staff_session_required',
    });
    const ok = await call(base, 'POST', '/offers/', { token, json: offer, headers: as(owner) });
    expect(ok.status).toBe(201);
    // Notifications and push registration need no session, even on a shared device.
    expect((await call(base, 'PATCH', '/notifications/mark-as-read/', { token })).status).toBe(200);
    const device = { registration_id: 'counter-device' };
    expect(
      (await call(base, 'POST', '/auth/register-device/', { token, json: device })).status,
    ).toBe(201);

    const off = await call(base, 'DELETE', '/staff/counter/', { token, headers: as(owner) });
    expect(off.status).toBe(200);
    const ended = await call(base, 'POST', '/offers/', { token, json: offer, headers: as(owner) });
    expect(code(ended)).toBe('staff_session_invalid');
    expect((await call(base, 'POST', '/offers/', { token, json: offer })).status).toBe(201);
  });

  it('refuses a forged header, another lab’s session, another token’s and a deleted member’s', async () => {
    const token = await ownerToken();
    const owner = await counterOn(token);
    const invalid = async (session: string) => {
      const answer = await call(base, 'POST', '/users/', {
        token,
        json: { first_name: 'Nobody' },
        headers: as(session),
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        message: 'Unlock with your PIN again: this session has ended.',
        code: 'staff_session_invalid',
      });
    };
    await invalid('forged');
    await invalid('');

    const other = await otherVendor(base);
    const stranger = await call<TeamMember>(base, 'POST', '/team-members/', {
      token: other.token,
      form: form({ first_name: 'Stranger' }),
    });
    const strangerId = stranger.body.data.id;
    expect((await setPin(other.token, strangerId, '5551')).status).toBe(200);
    const theirs = await unlock(other.token, strangerId, '5551');
    expect(theirs.status).toBe(201);
    await invalid(theirs.body.data.token);
    // Another lab's member cannot be unlocked here, whatever the PIN.
    expect((await unlock(token, strangerId, '5551')).status).toBe(403);
    expect((await unlock(token, NO, '5551')).status).toBe(404);

    // A session of this lab, issued under another of its vendor tokens.
    await invalid(await sessionOf(await ownerToken(), 'receptionist'));

    const temp = await call<TeamMember>(base, 'POST', '/team-members/', {
      token,
      headers: as(owner),
      form: form({ first_name: 'Temp', role: roleIds.receptionist ?? 0 }),
    });
    const tempId = temp.body.data.id;
    expect((await setPin(token, tempId, '7410', as(owner))).status).toBe(200);
    const tempSession = (await unlock(token, tempId, '7410')).body.data.token;
    const client = { first_name: 'Walk-in' };
    const made = await call(base, 'POST', '/users/', {
      token,
      json: client,
      headers: as(tempSession),
    });
    expect(made.status).toBe(201);
    const deleted = await call(base, 'DELETE', `/team-members/${tempId}/`, {
      token,
      headers: as(owner),
    });
    expect(deleted.status).toBe(200);
    await invalid(tempSession);
  });
});

describe('signed steps', () => {
  it('keeps who took each step and the member’s last activity, which the feed carries', async () => {
    const token = await ownerToken();
    const receptionist = memberOf('receptionist');
    const { cursor } = await pullAll(base, token);
    const pending = (await bookingsOf(token)).find((b) => b.status === 'pending');
    if (!pending) throw new Error('no pending booking');

    const session = await sessionOf(token, 'receptionist');
    const before = Date.now();
    const confirmed = await call<Booking>(base, 'PATCH', `/bookings/${pending.id}/`, {
      token,
      json: { status: 'confirmed' },
      headers: as(session),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.history.at(-1)).toEqual({
      status: 'confirmed',
      at: expect.any(String),
      by: { id: receptionist.id, name: 'Pat receptionist K.' },
    });
    // The technician may not hand it over, but may collect the sample.
    const technician = await sessionOf(token, 'technician');
    const step = (status: string, session: string) =>
      call<Booking>(base, 'PATCH', `/bookings/${pending.id}/`, {
        token,
        json: { status },
        headers: as(session),
      });
    expect(code(await step('no_show', technician))).toBe('role_forbidden');
    expect((await step('sample_collected', technician)).status).toBe(200);

    // The owner, on a token in counter mode, with their session: the lab's owner's short name.
    const owner = await sessionOf(token, 'owner');
    const ready = await step('report_ready', owner);
    const ownerName = `${lab.first_name} ${lab.last_name.charAt(0)}.`;
    expect(ready.body.data.history.at(-1)?.by).toEqual({ id: null, name: ownerName });

    const feed = await pullAll(base, token, cursor);
    const record = feed.changes.find(
      (c) => c.type === 'teamMembers' && c.id === receptionist.id,
    )?.record;
    expect(record).toMatchObject({ id: receptionist.id, pin_set: true });
    expect(Date.parse(String(record?.last_active_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(record).not.toHaveProperty('pin_tag');
    expect(record).not.toHaveProperty('pin_failures');
    const listed = (await membersOf(token)).find((m) => m.id === receptionist.id);
    expect(listed).toEqual(record);
    expect(feed.changes.find((c) => c.type === 'bookings' && c.id === pending.id)?.record).toEqual(
      ready.body.data,
    );
  });
});

describe('PINs', () => {
  it('follows the PIN rules and refuses a PIN another member of the lab has', async () => {
    const token = await ownerToken();
    const id = memberOf('none').id;
    const refused = async (pin: string, message: string) => {
      const answer = await setPin(token, id, pin);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, errors: [`pin: ${message}`] });
    };
    await refused('12a4', 'The PIN may only have digits.');
    await refused('123', 'The PIN needs at least 4 digits.');
    await refused('123456789', 'The PIN may have at most 8 digits.');
    await refused('7777', 'The PIN must not be one digit repeated.');
    await refused(PINS.admin, 'Another team member already has this PIN.');
    expect(
      (await call(base, 'PUT', `/team-members/${id}/pin/`, { token, json: { pin: 1234 } })).status,
    ).toBe(400);
    // Its own PIN again is no conflict; another lab may use the same digits.
    expect((await setPin(token, id, PINS.none)).status).toBe(200);
    const other = await otherVendor(base);
    const theirs = await call<TeamMember>(base, 'POST', '/team-members/', {
      token: other.token,
      form: form({ first_name: 'Twin' }),
    });
    expect((await setPin(other.token, theirs.body.data.id, PINS.admin)).status).toBe(200);
  });

  it('answers pin_not_set, pin_wrong, then pin_locked until a new PIN is set', async () => {
    const token = await ownerToken();
    const added = await call<TeamMember>(base, 'POST', '/team-members/', {
      token,
      form: form({ first_name: 'Lena', last_name: 'Lock' }),
    });
    const id = added.body.data.id;
    expect(added.body.data).toMatchObject({ pin_set: false, last_active_at: null });
    const notSet = await unlock(token, id, '2580');
    expect(notSet.status).toBe(403);
    expect(code(notSet)).toBe('pin_not_set');

    expect((await setPin(token, id, '2580')).body.data).toMatchObject({ id, pin_set: true });
    for (let wrong = 1; wrong < SERVER_PIN_ATTEMPTS; wrong += 1) {
      const answer = await unlock(token, id, '0000');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Wrong PIN.', code: 'pin_wrong' });
    }
    const tenth = await unlock(token, id, '0000');
    expect(tenth.status).toBe(423);
    expect(code(tenth)).toBe('pin_locked');
    expect((await unlock(token, id, '2580')).status).toBe(423);

    expect((await setPin(token, id, '2581')).status).toBe(200);
    const unlocked = await unlock(token, id, '2581');
    expect(unlocked.status).toBe(201);
    expect(unlocked.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unlocked.body.data.member).toMatchObject({ id, pin_set: true });
    const stored = db();
    const failures = stored.prepare('SELECT pin_failures FROM team_members WHERE id = ?').pluck();
    expect(failures.get(id)).toBe(0);
    // Only the token's hash is kept.
    const sessions = stored.prepare('SELECT token_hash FROM staff_sessions').pluck().all();
    expect(sessions).not.toContain(unlocked.body.data.token);
    stored.close();

    // A wrong PIN is not a change of the member: the feed does not carry it.
    const { cursor } = await pullAll(base, token);
    await unlock(token, id, '0000');
    expect((await pullAll(base, token, cursor)).changes).toEqual([]);

    // Removing the PIN ends the member's sessions.
    const removed = await setPin(token, id, null);
    expect(removed.body.data).toMatchObject({ pin_set: false });
    const after = await call(base, 'POST', '/users/', {
      token,
      json: { first_name: 'X' },
      headers: as(unlocked.body.data.token),
    });
    expect(code(after)).toBe('staff_session_invalid');
  });

  it('lets a member change their own PIN, which ends their other sessions', async () => {
    const token = await ownerToken();
    const id = memberOf('phlebotomist').id;
    const first = await sessionOf(token, 'phlebotomist');
    const second = await sessionOf(token, 'phlebotomist');
    const own = (session: string, pin: string) =>
      call<TeamMember>(base, 'PUT', '/staff/pin/', { token, json: { pin }, headers: as(session) });
    expect((await own(second, '1111')).status).toBe(400);
    expect((await own(second, PINS.admin)).body.message).toBe(
      'Another team member already has this PIN.',
    );
    const changed = await own(second, '9754');
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, pin_set: true });
    expect(code(await own(first, '9755'))).toBe('staff_session_invalid');
    expect((await own(second, PINS.phlebotomist)).status).toBe(200);
    // The owner has no staff PIN here (theirs is the device's).
    expect((await call(base, 'PUT', '/staff/pin/', { token, json: { pin: '8520' } })).status).toBe(
      403,
    );
  });

  it('needs manageAccess to change a member’s role, not to edit them with the same role', async () => {
    const token = await ownerToken();
    const manager = await sessionOf(token, 'manager');
    const target = memberOf('technician');
    const patch = (fields: Record<string, string | number>) =>
      call<TeamMember>(base, 'PATCH', `/team-members/${target.id}/`, {
        token,
        form: form(fields),
        headers: as(manager),
      });
    const same = await patch({ phone: '+49 5', role: roleIds.technician ?? 0 });
    expect(same.status).toBe(200);
    const promoted = await patch({ role: roleIds.admin ?? 0 });
    expect(promoted.status).toBe(403);
    expect(promoted.body).toEqual({
      message: "Only Owner or Admin may change the team's access.",
      code: 'role_forbidden',
    });
    expect(code(await patch({ role: '' }))).toBe('role_forbidden');
  });
});

describe('a refusal', () => {
  it('changes nothing, stores no answer, and is checked again on a retry with its key', async () => {
    const token = await ownerToken();
    const receptionist = await sessionOf(token, 'receptionist');
    const manager = await sessionOf(token, 'manager');
    const { cursor } = await pullAll(base, token);
    const offers = async () =>
      (await call<unknown[]>(base, 'GET', '/offers/', { token })).body.data;
    const before = { offers: await offers(), members: await membersOf(token) };
    const victim = memberOf('none');
    const headers = (session: string) => ({ ...as(session), 'Idempotency-Key': 'offer-once' });
    const offer = { title: 'Half price', price: 20 };
    const send = (session: string) =>
      call(base, 'POST', '/offers/', { token, json: offer, headers: headers(session) });

    const refused = await send(receptionist);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only Owner, Admin or Manager may change offers.');
    expect(code(await send(receptionist))).toBe('role_forbidden');
    const deleted = await call(base, 'DELETE', `/team-members/${victim.id}/`, {
      token,
      headers: as(receptionist),
    });
    expect(code(deleted)).toBe('role_forbidden');
    expect((await pullAll(base, token, cursor)).changes).toEqual([]);
    expect({ offers: await offers(), members: await membersOf(token) }).toEqual(before);
    const stored = db();
    expect(
      stored.prepare("SELECT COUNT(*) FROM idempotency WHERE key = 'offer-once'").pluck().get(),
    ).toBe(0);
    stored.close();

    // The same key from someone allowed runs it once; the refused person gets no replay.
    const made = await send(manager);
    expect(made.status).toBe(201);
    expect(made.headers.get('idempotent-replayed')).toBeNull();
    const replayed = await send(manager);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const again = await send(receptionist);
    expect(again.status).toBe(403);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await offers()).length).toBe(before.offers.length + 1);
  });
});

describe('the start-up check', () => {
  it('refuses a mutating /api route that declares no right and is not exempt', async () => {
    const app = Fastify();
    requireDeclaredRights(app);
    app.get('/api/fine/', async () => ({}));
    app.post('/api/declared/', { config: { right: 'editOffers' } }, async () => ({}));
    app.post('/api/logout', async () => ({}));
    expect(() => app.delete('/api/forgotten/:id/', async () => ({}))).toThrow(
      /DELETE \/api\/forgotten\/:id\/ declares no right/,
    );
    await app.close();
  });
});
