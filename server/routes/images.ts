import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import { LAB_IMAGE_COLUMNS, type LabImage } from '../db/rows.ts';
import { assertOwned, labIdOf, ownVendorId } from '../lib/auth.ts';
import { HttpError, forbidden } from '../lib/errors.ts';
import { MAX_FILES, discardUpload, formFields, saveUpload } from '../lib/uploads.ts';
import { id, parse, routeId } from '../lib/validate.ts';

const uploadBody = z.object({ vendor: id.optional() });

/** The lab's business images: list, upload one or more (`images`), delete. */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const list = db.prepare<[number], LabImage>(
    `SELECT ${LAB_IMAGE_COLUMNS} FROM lab_images WHERE lab_id = ? ORDER BY id`,
  );
  const byId = db.prepare<[number], { lab_id: number; image: string }>(
    'SELECT lab_id, image FROM lab_images WHERE id = ?',
  );
  const insert = db.prepare<[number, string]>(
    'INSERT INTO lab_images (lab_id, image) VALUES (?, ?)',
  );
  const remove = db.prepare<[number]>('DELETE FROM lab_images WHERE id = ?');

  const byImage = recordReaders(db).labImage;
  const business = { config: { right: 'editBusiness' } } as const;

  app.get<{ Querystring: { vendor_id?: string } }>('/api/lab-images/', async (request) => {
    return { data: list.all(ownVendorId(request, request.query.vendor_id)) };
  });

  app.post('/api/lab-images/', business, async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(uploadBody, formFields(request));
    if (body.vendor !== undefined && body.vendor !== labId) throw forbidden();
    const files = (request.form?.files ?? []).filter((file) => file.field.startsWith('image'));
    if (files.length === 0) {
      throw new HttpError(400, 'Invalid input: images: Add at least one image', [
        'images: Add at least one image',
      ]);
    }
    const paths: string[] = [];
    for (const file of files.slice(0, MAX_FILES)) {
      paths.push(await saveUpload(ctx.uploadsDir, file));
    }
    const created = db.transaction(() =>
      paths.map((image) => Number(insert.run(labId, image).lastInsertRowid)),
    )();
    reply.code(201);
    return { message: 'Images uploaded.', data: created.map((imageId) => byImage(imageId)) };
  });

  app.delete<{ Params: { id: string } }>('/api/lab-images/:id/', business, async (request) => {
    const imageId = routeId(request.params.id, 'Image');
    const row = byId.get(imageId);
    assertOwned(row, labIdOf(request), 'Image');
    remove.run(imageId);
    discardUpload(request, ctx.uploadsDir, row?.image ?? null);
    return { message: 'Image deleted.' };
  });
}
