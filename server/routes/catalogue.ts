import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import {
  OFFER_COLUMNS,
  SERVICE_COLUMNS,
  toOffer,
  type OfferRow,
  type Service,
} from '../db/rows.ts';
import { assertOwned, labIdOf, userOf } from '../lib/auth.ts';
import { forbidden } from '../lib/errors.ts';
import { discardUpload, fileOf, formFields, saveUpload } from '../lib/uploads.ts';
import { id, money, optionalRef, parse, requiredText, routeId, text } from '../lib/validate.ts';
import { lookupChecker } from './common.ts';

const day = z
  .string({ error: 'Expected a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a real date');
const offerBody = z
  .object({
    title: requiredText(200),
    description: text(2000).default(''),
    price: money,
    discounted_price: money.nullable().default(null),
    valid_from: day.nullable().default(null),
    valid_to: day.nullable().default(null),
    tests: z.array(requiredText(120)).max(100).default([]),
  })
  .refine((o) => o.discounted_price === null || o.discounted_price <= o.price, {
    message: 'Must not be more than the price',
    path: ['discounted_price'],
  })
  .refine((o) => !o.valid_from || !o.valid_to || o.valid_from <= o.valid_to, {
    message: 'Must not be before valid_from',
    path: ['valid_to'],
  });
const subCategoryBody = z.object({ name: requiredText(120), lab: id });
const servicePatchBody = z
  .object({
    name: requiredText(120),
    price: money,
    description: text(2000),
    test_type: optionalRef,
  })
  .partial();

/** Sub-categories, services (PATCH /services/{id}/) and offers (incl. PUT /services/{offerId}/). */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const checkLookup = lookupChecker(ctx);
  const insertSub = db.prepare<[number, string, string]>(
    'INSERT INTO sub_categories (lab_id, key, name) VALUES (?, ?, ?)',
  );
  const service = db.prepare<[number], Service & { lab_id: number }>(
    `SELECT ${SERVICE_COLUMNS}, lab_id FROM services WHERE id = ?`,
  );
  const offerOwner = db.prepare<[number], { lab_id: number }>(
    'SELECT lab_id FROM offers WHERE id = ?',
  );
  const offers = db.prepare<[number], OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM offers WHERE lab_id = ? ORDER BY id DESC`,
  );
  const insertOffer = db.prepare(
    `INSERT INTO offers (lab_id, title, description, price, discounted_price, valid_from, valid_to, tests, created_at)
     VALUES (@lab, @title, @description, @price, @discounted_price, @valid_from, @valid_to, @tests, @created_at)`,
  );
  const updateOffer = db.prepare(
    `UPDATE offers SET title = @title, description = @description, price = @price,
       discounted_price = @discounted_price, valid_from = @valid_from, valid_to = @valid_to, tests = @tests
     WHERE id = @id`,
  );
  const deleteOffer = db.prepare<[number]>('DELETE FROM offers WHERE id = ?');
  const records = recordReaders(db);
  const offer = records.offer;
  const withoutLab = ({ lab_id: _lab, ...rest }: Service & { lab_id: number }): Service => rest;

  const services = { config: { right: 'editServices' } } as const;
  const offerRight = { config: { right: 'editOffers' } } as const;

  app.post('/api/lab-test-types/', services, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(subCategoryBody, request.body);
    if (body.lab !== labId) throw forbidden();
    const key =
      body.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '') || 'other';
    const info = insertSub.run(labId, key, body.name);
    reply.code(201);
    return {
      message: 'Sub-category created.',
      data: records.subCategory(Number(info.lastInsertRowid)),
    };
  });

  app.patch<{ Params: { serviceId: string } }>(
    '/api/services/:serviceId/',
    services,
    async (request) => {
      const serviceId = routeId(request.params.serviceId, 'Service');
      const before = service.get(serviceId);
      assertOwned(before, labIdOf(request), 'Service');
      const body = parse(servicePatchBody, formFields(request));
      checkLookup('test_type', 'test_type', body.test_type);
      const file = fileOf(request, 'image');
      const changes: Record<string, string | number | null> = {};
      for (const [key, value] of Object.entries(body))
        if (value !== undefined) changes[key] = value;
      if ('test_type' in changes) {
        changes.test_type_id = changes.test_type ?? null;
        delete changes.test_type;
      }
      if (file) changes.image = await saveUpload(ctx.uploadsDir, file);
      const columns = Object.keys(changes);
      if (columns.length > 0) {
        const sets = columns.map((column) => `${column} = @${column}`).join(', ');
        db.prepare(`UPDATE services SET ${sets} WHERE id = @id`).run({ ...changes, id: serviceId });
      }
      if (file && before) discardUpload(request, ctx.uploadsDir, before.image);
      const updated = service.get(serviceId);
      return { message: 'Service updated.', data: updated && withoutLab(updated) };
    },
  );

  app.put<{ Params: { offerId: string } }>(
    '/api/services/:offerId/',
    offerRight,
    async (request) => {
      const offerId = routeId(request.params.offerId, 'Offer');
      assertOwned(offerOwner.get(offerId), labIdOf(request), 'Offer');
      const body = parse(offerBody, request.body);
      updateOffer.run({ ...body, tests: JSON.stringify(body.tests), id: offerId });
      return { message: 'Offer updated.', data: offer(offerId) };
    },
  );

  app.post('/api/offers/', offerRight, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(offerBody, request.body);
    const created_at = new Date().toISOString();
    const tests = JSON.stringify(body.tests);
    const info = insertOffer.run({ ...body, tests, lab: labId, created_at });
    reply.code(201);
    return { message: 'Offer created.', data: offer(Number(info.lastInsertRowid)) };
  });

  app.get('/api/offers/', async (request) => {
    const labId = userOf(request).lab_id;
    return { data: labId === null ? [] : offers.all(labId).map(toOffer) };
  });

  app.delete<{ Params: { id: string } }>('/api/offers/:id/', offerRight, async (request) => {
    const offerId = routeId(request.params.id, 'Offer');
    assertOwned(offerOwner.get(offerId), labIdOf(request), 'Offer');
    deleteOffer.run(offerId);
    return { message: 'Offer deleted.' };
  });
}
