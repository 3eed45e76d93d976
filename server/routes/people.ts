import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Right } from '../../src/config/permissions.ts';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import {
  ADDRESS_COLUMNS,
  CLIENT_COLUMNS,
  MEMBER_COLUMNS,
  type Address,
  toTeamMember,
  type ClientRow,
  type TeamMemberRow,
} from '../db/rows.ts';
import { assertOwned, labIdOf, ownVendorId } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { discardUpload, fileOf, formFields, saveUpload } from '../lib/uploads.ts';
import {
  id,
  optionalEmail,
  optionalRef,
  parse,
  requiredText,
  routeId,
  text,
} from '../lib/validate.ts';
import { lookupChecker } from './common.ts';

const memberFields = {
  first_name: requiredText(80),
  last_name: text(80),
  email: optionalEmail,
  phone: text(40),
  role: optionalRef,
  gender: optionalRef,
  designation: optionalRef,
};
const memberCreate = z.object(memberFields).partial({ last_name: true, phone: true });
const memberPatch = z.object(memberFields).partial();
/** Only the role, read before the rest of the body is checked (lib/staff.ts). */
const memberRole = z.object({ role: optionalRef });
const clientBody = z.object({
  first_name: requiredText(80),
  last_name: text(80).default(''),
  email: optionalEmail,
  phone: text(40).default(''),
});
const addressBody = z.object({
  user: id,
  line1: requiredText(200),
  line2: text(200).default(''),
  city: requiredText(120),
  postcode: text(20).default(''),
  country: text(80).default(''),
});

/** Team members (multipart), clients and their addresses. */
export function peopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const checkLookup = lookupChecker(ctx);
  const members = db.prepare<[number], TeamMemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM team_members WHERE lab_id = ? ORDER BY id`,
  );
  const member = db.prepare<[number], { lab_id: number; profile_image: string | null }>(
    'SELECT lab_id, profile_image FROM team_members WHERE id = ?',
  );
  const clients = db.prepare<[number], ClientRow>(
    `SELECT ${CLIENT_COLUMNS} FROM clients WHERE lab_id = ? ORDER BY id`,
  );
  const clientOwner = db.prepare<[number], { lab_id: number }>(
    'SELECT lab_id FROM clients WHERE id = ?',
  );
  const addresses = db.prepare<[number], Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses
     WHERE client_id IN (SELECT id FROM clients WHERE lab_id = ?) ORDER BY id`,
  );
  const address = db.prepare<[number], Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ?`,
  );
  const insertClient = db.prepare(
    `INSERT INTO clients (lab_id, first_name, last_name, email, phone, created_at)
     VALUES (@lab, @first_name, @last_name, @email, @phone, @created_at)`,
  );
  const insertAddress = db.prepare(
    `INSERT INTO addresses (client_id, line1, line2, city, postcode, country)
     VALUES (@user, @line1, @line2, @city, @postcode, @country)`,
  );
  const insertMember = db.prepare(
    `INSERT INTO team_members (lab_id, first_name, last_name, email, phone, role, gender, designation, profile_image)
     VALUES (@lab, @first_name, @last_name, @email, @phone, @role, @gender, @designation, @profile_image)`,
  );
  const deleteMember = db.prepare<[number]>('DELETE FROM team_members WHERE id = ?');
  const records = recordReaders(db);
  const roleOf = db
    .prepare<[number], number | null>('SELECT role FROM team_members WHERE id = ?')
    .pluck();
  const clientRight = { config: { right: 'editClients' } } as const;
  /** A member's role is the team's access: giving one, or changing it, needs manageAccess. */
  const roleRights =
    (changesRole: (role: number | null, request: FastifyRequest) => boolean) =>
    (request: FastifyRequest): Right[] => {
      const role = memberRole.safeParse(formFields(request) ?? {}).data?.role;
      return role !== undefined && changesRole(role, request)
        ? ['editTeam', 'manageAccess']
        : ['editTeam'];
    };
  const editTeam = { config: { right: 'editTeam' } } as const;
  const created = { config: { right: roleRights((role) => role !== null) } };
  const patched = {
    config: {
      right: roleRights((role, request) => {
        const memberId = Number((request.params as { id: string }).id);
        return roleOf.get(memberId) !== role;
      }),
    },
  };
  const checkLookups = (body: z.output<typeof memberPatch>): void => {
    checkLookup('role', 'role', body.role);
    checkLookup('gender', 'gender', body.gender);
    checkLookup('designation', 'designation', body.designation);
  };

  app.get<{ Querystring: { vendor_id?: string } }>('/api/users/', async (request) => {
    const labId = ownVendorId(request, request.query.vendor_id);
    const all = addresses.all(labId);
    const withAddresses = clients.all(labId).map((row) => ({
      ...row,
      addresses: all.filter((a) => a.user === row.id),
    }));
    return { data: { team_members: members.all(labId).map(toTeamMember), clients: withAddresses } };
  });

  app.post('/api/users/', clientRight, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(clientBody, request.body);
    const row = {
      ...body,
      email: body.email ?? '',
      lab: labId,
      created_at: new Date().toISOString(),
    };
    const info = insertClient.run(row);
    reply.code(201);
    return { message: 'Client created.', data: records.client(Number(info.lastInsertRowid)) };
  });

  app.post('/api/user/addresses/', clientRight, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(addressBody, request.body);
    const owner = clientOwner.get(body.user);
    if (!owner) throw new HttpError(404, 'Client not found');
    assertOwned(owner, labId, 'Client');
    const info = insertAddress.run(body);
    reply.code(201);
    return { message: 'Address added.', data: address.get(Number(info.lastInsertRowid)) };
  });

  app.post('/api/team-members/', created, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(memberCreate, formFields(request));
    checkLookups(body);
    const file = fileOf(request, 'profile_image');
    const profile_image = file ? await saveUpload(ctx.uploadsDir, file) : null;
    const info = insertMember.run({
      last_name: '',
      phone: '',
      role: null,
      gender: null,
      designation: null,
      ...body,
      email: body.email ?? '',
      lab: labId,
      profile_image,
    });
    reply.code(201);
    return {
      message: 'Team member added.',
      data: records.teamMember(Number(info.lastInsertRowid)),
    };
  });

  app.patch<{ Params: { id: string } }>('/api/team-members/:id/', patched, async (request) => {
    const memberId = routeId(request.params.id, 'Team member');
    const before = member.get(memberId);
    assertOwned(before, labIdOf(request), 'Team member');
    const body = parse(memberPatch, formFields(request));
    checkLookups(body);
    const changes: Record<string, string | number | null> = {};
    for (const [key, value] of Object.entries(body)) if (value !== undefined) changes[key] = value;
    const file = fileOf(request, 'profile_image');
    if (file) changes.profile_image = await saveUpload(ctx.uploadsDir, file);
    const columns = Object.keys(changes);
    if (columns.length > 0) {
      const sets = columns.map((column) => `${column} = @${column}`).join(', ');
      db.prepare(`UPDATE team_members SET ${sets} WHERE id = @id`).run({
        ...changes,
        id: memberId,
      });
    }
    if (file && before) discardUpload(request, ctx.uploadsDir, before.profile_image);
    return { message: 'Team member updated.', data: records.teamMember(memberId) };
  });

  app.delete<{ Params: { id: string } }>('/api/team-members/:id/', editTeam, async (request) => {
    const memberId = routeId(request.params.id, 'Team member');
    const before = member.get(memberId);
    assertOwned(before, labIdOf(request), 'Team member');
    deleteMember.run(memberId);
    discardUpload(request, ctx.uploadsDir, before?.profile_image ?? null);
    return { message: 'Team member deleted.' };
  });
}
