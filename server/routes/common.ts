import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { SERVICE_COLUMNS, type Service } from '../db/rows.ts';
import { assertOwned, labIdOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { fileOf, formFields, saveUpload } from '../lib/uploads.ts';
import { id, money, optionalRef, parse, requiredText, text } from '../lib/validate.ts';

const serviceTypeBody = z.object({
  sub_category: id,
  test_type: optionalRef,
  name: requiredText(120),
  price: money,
  description: text(2000).optional(),
});

/** Checks that a lookup id exists and is of the given kind; 400 otherwise. */
export function lookupChecker(ctx: AppContext) {
  const kindOf = ctx.db.prepare<[number], { kind: string }>(
    'SELECT kind FROM lookups WHERE id = ?',
  );
  return (field: string, kind: string, value: number | null | undefined): void => {
    if (value === null || value === undefined) return;
    if (kindOf.get(value)?.kind !== kind) {
      const message = `${field}: Unknown ${kind.replace('_', ' ')} ${value}`;
      throw new HttpError(400, `Invalid input: ${message}`, [message]);
    }
  };
}

/** The common lookups (no token) and POST /common/service-type/. */
export function commonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const lookups = db.prepare<[string], { id: number; name: string }>(
    'SELECT id, name FROM lookups WHERE kind = ? ORDER BY id',
  );
  const testTypes = db.prepare<[], { id: number; name: string; code: string | null }>(
    "SELECT id, name, code FROM lookups WHERE kind = 'test_type' ORDER BY name",
  );
  const subCategory = db.prepare<[number], { lab_id: number }>(
    'SELECT lab_id FROM sub_categories WHERE id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO services (lab_id, sub_category_id, test_type_id, name, price, description, image)
     VALUES (@lab, @sub_category, @test_type, @name, @price, @description, @image)`,
  );
  const byId = db.prepare<[number], Service>(
    `SELECT ${SERVICE_COLUMNS} FROM services WHERE id = ?`,
  );
  const checkLookup = lookupChecker(ctx);
  const open = { config: { public: true } };
  const services = { config: { right: 'editServices' } } as const;

  app.get('/api/common/roles', open, async () => ({ data: lookups.all('role') }));
  app.get('/api/common/genders', open, async () => ({ data: lookups.all('gender') }));
  app.get('/api/common/designation', open, async () => ({ data: lookups.all('designation') }));
  app.get('/api/common/test-types/', open, async () => ({ data: testTypes.all() }));

  app.post('/api/common/service-type/', services, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(serviceTypeBody, formFields(request));
    const sub = subCategory.get(body.sub_category);
    if (!sub) {
      const message = `sub_category: Unknown sub-category ${body.sub_category}`;
      throw new HttpError(400, `Invalid input: ${message}`, [message]);
    }
    assertOwned(sub, labId, 'Sub-category');
    checkLookup('test_type', 'test_type', body.test_type);
    const file = fileOf(request, 'image');
    const image = file ? await saveUpload(ctx.uploadsDir, file) : null;
    const info = insert.run({
      ...body,
      test_type: body.test_type ?? null,
      description: body.description ?? '',
      lab: labId,
      image,
    });
    reply.code(201);
    return { message: 'Service created.', data: byId.get(Number(info.lastInsertRowid)) };
  });
}
