import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import type { Lab } from '../../../src/db/types';
import { addLabImages, deleteLabImage } from '../../../src/features/images/api/lab-images';
import { restoreVendor, updateVendor } from '../../../src/features/vendor/api/update-vendor';
import { rollBack } from '../../../src/sync/outbox';

const lab: Lab = {
  id: 5,
  name: 'Demo Lab',
  first_name: 'Dana',
  email: 'demo@lab.test',
  phone: '+49 30 1234567',
  profile_image: '/media/a.png',
};

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token: 't',
    user: { id: 1, email: lab.email, first_name: 'Dana' },
    vendor: lab,
    signedInAt: '',
  });
});

describe('updateVendor', () => {
  it('queues PATCH /labs/{id}/ as multipart with the image Blob and shows the change at once', async () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    const seq = await updateVendor(lab, { fields: { name: 'New name' }, image });
    const row = await db.outbox.get(seq);
    expect(row).toMatchObject({
      action: 'updateVendor',
      method: 'PATCH',
      path: '/labs/5/',
      table: 'lab',
      userId: 1,
      onSuccess: { op: 'vendor' },
    });
    if (row?.body.kind !== 'multipart') throw new Error('not multipart');
    expect(row.body.parts.find((p) => p.name === 'name')?.value).toBe('New name');
    const file = row.body.parts.find((p) => p.name === 'profile_image');
    // fake-indexeddb clones a jsdom Blob as a plain object; a browser keeps the Blob itself.
    expect(file?.value).toBeDefined();
    expect(typeof file?.value).not.toBe('string');
    expect(file?.filename).toBe('me.jpg');
    expect((await db.session.get('current'))?.vendor?.name).toBe('New name');
  });

  it('puts the lab back as it was when the server refuses the change', async () => {
    const seq = await updateVendor(lab, { fields: { name: 'Refused' } });
    await db.outbox.update(seq, { status: 'failed', lastError: 'name: Too long' });
    await restoreVendor(seq);
    expect((await db.session.get('current'))?.vendor?.name).toBe('Demo Lab');
  });
});

describe('business images', () => {
  it('queues one upload for several files, with temporary records that carry their file', async () => {
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    const ids = await addLabImages(5, files);
    expect(ids).toHaveLength(2);
    const records = await db.labImages.toArray();
    expect(records.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(records.every((r) => 'preview' in r && r.preview !== undefined)).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      method: 'POST',
      path: '/lab-images/',
      onSuccess: { op: 'putMany', table: 'labImages', tempIds: ids },
    });
    if (row?.body.kind !== 'multipart') throw new Error('not multipart');
    expect(row.body.parts.map((p) => p.name)).toEqual(['vendor', 'images', 'images']);
    expect(row.body.parts[0]?.value).toBe('5');
    // A refused upload takes the temporary records away again.
    await rollBack(row.rollback);
    expect(await db.labImages.count()).toBe(0);
  });

  it('deletes at once and puts the image back if the delete is refused', async () => {
    const image = { id: 9, vendor: 5, image: '/media/x.png' };
    await db.labImages.put(image);
    await deleteLabImage(image);
    expect(await db.labImages.get(9)).toBeUndefined();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      method: 'DELETE',
      path: '/lab-images/9/',
      action: 'deleteLabImage',
    });
    await rollBack(row?.rollback ?? null);
    expect(await db.labImages.get(9)).toEqual(image);
  });
});
