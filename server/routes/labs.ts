import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import {
  SERVICE_COLUMNS,
  SUB_CATEGORY_COLUMNS,
  type Lab,
  type Service,
  type SubCategory,
} from '../db/rows.ts';
import { assertOwned, labIdOf, userOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { discardUpload, fileOf, formFields, saveUpload } from '../lib/uploads.ts';
import { parse, requiredText, routeId, text } from '../lib/validate.ts';

const labFields = {
  name: requiredText(120),
  first_name: requiredText(80),
  last_name: text(80),
  phone: text(40),
  address: text(300),
  about: text(2000),
};
const createBody = z
  .object(labFields)
  .partial({ last_name: true, phone: true, address: true, about: true });
const blank = { last_name: '', phone: '', address: '', about: '' };
const patchBody = z.object(labFields).partial();

/** Sub-categories of a lab with their services, as GET /labs/{id}/test_types answers them. */
export function subCategoriesOf(ctx: AppContext) {
  const subs = ctx.db.prepare<[number], Omit<SubCategory, 'items'>>(
    `SELECT ${SUB_CATEGORY_COLUMNS} FROM sub_categories WHERE lab_id = ? ORDER BY id`,
  );
  const services = ctx.db.prepare<[number], Service>(
    `SELECT ${SERVICE_COLUMNS} FROM services WHERE lab_id = ? ORDER BY id`,
  );
  return (labId: number): SubCategory[] => {
    const items = services.all(labId);
    return subs.all(labId).map((sub) => ({
      ...sub,
      items: items.filter((item) => item.sub_category === sub.id),
    }));
  };
}

export function labRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const records = recordReaders(db);
  const owner = (id: number) => (records.lab(id) ? { lab_id: id } : undefined);
  const insert = db.prepare(
    `INSERT INTO labs (user_id, name, first_name, last_name, email, phone, address, about, created_at)
     VALUES (@user, @name, @first_name, @last_name, @email, @phone, @address, @about, @created_at)`,
  );
  const nameUser = db.prepare<[string, string, number]>(
    "UPDATE users SET first_name = ?, last_name = ? WHERE id = ? AND first_name = ''",
  );
  const testTypes = subCategoriesOf(ctx);
  const lab = (id: number): Lab => {
    const row = records.lab(id);
    if (!row) throw new HttpError(404, 'Lab not found');
    return row;
  };

  const business = { config: { right: 'editBusiness' } } as const;

  app.post('/api/labs/', business, async (request, reply) => {
    const body = parse(createBody, request.body);
    const user = userOf(request);
    if (user.lab_id !== null) throw new HttpError(400, 'You already have a lab profile.');
    const created_at = new Date().toISOString();
    const info = insert.run({ ...blank, ...body, user: user.id, email: user.email, created_at });
    nameUser.run(body.first_name, body.last_name ?? '', user.id);
    reply.code(201);
    return { message: 'Lab created.', data: lab(Number(info.lastInsertRowid)) };
  });

  app.patch<{ Params: { id: string } }>('/api/labs/:id/', business, async (request) => {
    const id = routeId(request.params.id, 'Lab');
    assertOwned(owner(id), labIdOf(request), 'Lab');
    const body = parse(patchBody, formFields(request));
    const changes: Record<string, string | null> = { ...body };
    const file = fileOf(request, 'profile_image');
    const before = lab(id);
    if (file) changes.profile_image = await saveUpload(ctx.uploadsDir, file);
    const columns = Object.keys(changes).filter((key) => changes[key] !== undefined);
    if (columns.length > 0) {
      const sets = columns.map((column) => `${column} = @${column}`).join(', ');
      db.prepare(`UPDATE labs SET ${sets} WHERE id = @id`).run({ ...changes, id });
    }
    if (file) discardUpload(request, ctx.uploadsDir, before.profile_image);
    return { message: 'Lab updated.', data: lab(id) };
  });

  app.get('/api/labs', async (request) => {
    const labId = userOf(request).lab_id;
    return { data: labId === null ? [] : [lab(labId)] };
  });

  app.get<{ Params: { vendorId: string } }>('/api/labs/:vendorId/test_types', async (request) => {
    const id = routeId(request.params.vendorId, 'Lab');
    assertOwned(owner(id), labIdOf(request), 'Lab');
    return { data: testTypes(id) };
  });
}
