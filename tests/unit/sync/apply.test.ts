import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { Client, LabImage, SubCategory } from '../../../src/db/types';
import { ACTIONS } from '../../../src/sync/actions';
import { withLock } from '../../../src/sync/lock';
import { enqueue, tempId } from '../../../src/sync/outbox';
import { replay } from '../../../src/sync/replay';
import { fakeServer, json, resetDb, VENDOR } from './fake-server';

beforeEach(async () => {
  await resetDb();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const category = (id: number | string, items: SubCategory['items'] = []): SubCategory => ({
  id,
  key: 'blood',
  name: 'Blood',
  lab: 7,
  items,
});

describe('applying answers', () => {
  it('nested: swaps a service made offline inside its sub-category', async () => {
    await db.subCategories.put(category(3));
    const temp = tempId();
    fakeServer(() =>
      json(201, {
        data: { id: 40, sub_category: 3, name: 'Iron', price: 12, image: '/media/i.png' },
      }),
    );
    await enqueue({
      action: ACTIONS.createServiceType,
      table: 'subCategories',
      recordId: temp,
      method: 'POST',
      path: '/common/service-type/',
      body: { kind: 'multipart', parts: [{ name: 'sub_category', value: '3' }] },
      label: { key: 'x' },
      onSuccess: { op: 'nested', table: 'subCategories', parentId: 3, field: 'items' },
      optimistic: async () => {
        await db.subCategories.put(
          category(3, [{ id: temp, sub_category: 3, name: 'Iron', price: 12 }]),
        );
        return { table: 'subCategories', put: [category(3)], remove: [] };
      },
    });
    await replay();
    expect((await db.subCategories.get(3))?.items).toEqual([
      { id: 40, sub_category: 3, name: 'Iron', price: 12, image: '/media/i.png' },
    ]);
  });

  it('nested: a client made offline gets its address, with the later row rewritten', async () => {
    const temp = tempId();
    const { sent } = fakeServer((req) =>
      req.path === '/users/'
        ? json(201, { data: { id: 90, first_name: 'Ann', email: 'a@x', addresses: [] } })
        : json(201, {
            data: { id: 91, user: 90, line1: 'Main 1', city: 'X', postcode: '1', country: 'DE' },
          }),
    );
    const client: Client = { id: temp, first_name: 'Ann', email: 'a@x', addresses: [] };
    await enqueue({
      action: ACTIONS.createClient,
      table: 'clients',
      recordId: temp,
      method: 'POST',
      path: '/users/',
      body: { kind: 'json', value: { first_name: 'Ann', email: 'a@x' } },
      label: { key: 'x' },
      onSuccess: { op: 'put', table: 'clients' },
      optimistic: async () => {
        await db.clients.put(client);
        return { table: 'clients', put: [], remove: [temp] };
      },
    });
    const addressId = tempId();
    await enqueue({
      action: ACTIONS.createAddress,
      table: 'clients',
      recordId: addressId,
      method: 'POST',
      path: '/user/addresses/',
      body: { kind: 'json', value: { user: temp, line1: 'Main 1' } },
      label: { key: 'x' },
      onSuccess: { op: 'nested', table: 'clients', parentId: temp, field: 'addresses' },
      optimistic: async () => {
        const before = await db.clients.get(temp);
        if (!before) return null;
        await db.clients.put({
          ...before,
          addresses: [
            { id: addressId, user: temp, line1: 'Main 1', city: 'X', postcode: '1', country: 'DE' },
          ],
        });
        return { table: 'clients', put: [before], remove: [] };
      },
    });

    await replay();

    expect(sent[1]?.body).toEqual({ user: 90, line1: 'Main 1' });
    expect(await db.clients.get(temp)).toBeUndefined();
    expect((await db.clients.get(90))?.addresses.map((a) => a.id)).toEqual([91]);
  });

  it('putMany: uploaded images replace their local previews', async () => {
    const temps = [tempId(), tempId()];
    fakeServer(() =>
      json(201, {
        data: [
          { id: 1, vendor: 7, image: '/media/1.png' },
          { id: 2, vendor: 7, image: '/media/2.png' },
        ],
      }),
    );
    await enqueue({
      action: ACTIONS.addLabImages,
      table: 'labImages',
      recordId: temps[0] ?? '',
      method: 'POST',
      path: '/lab-images/',
      // A string part: fake-indexeddb cannot store jsdom's Blobs.
      body: { kind: 'multipart', parts: [{ name: 'vendor', value: '7' }] },
      label: { key: 'x' },
      onSuccess: { op: 'putMany', table: 'labImages', tempIds: temps },
      optimistic: async () => {
        await db.labImages.bulkPut(
          temps.map((id): LabImage => ({ id, vendor: 7, image: 'blob:x' })),
        );
        return { table: 'labImages', put: [], remove: temps };
      },
    });
    await replay();
    expect((await db.labImages.toArray()).map((i) => i.id).sort()).toEqual([1, 2]);
    expect(await db.idMap.count()).toBe(2);
  });

  it('vendor: the answer becomes the session’s lab', async () => {
    fakeServer(() => json(200, { data: { ...VENDOR.vendor, about: 'New words' } }));
    await enqueue({
      action: ACTIONS.updateVendor,
      table: 'lab',
      recordId: 7,
      method: 'PATCH',
      path: '/labs/7/',
      body: { kind: 'multipart', parts: [{ name: 'about', value: 'New words' }] },
      label: { key: 'x' },
      onSuccess: { op: 'vendor' },
      optimistic: async () => null,
    });
    await replay();
    expect((await db.session.get('current'))?.vendor?.about).toBe('New words');
  });
});

describe('the outbox lock', () => {
  it('goes through Web Locks when the browser has them', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: {
        request: async <T>(name: string, cb: () => Promise<T>) => {
          names.push(name);
          return cb();
        },
      },
    });
    expect(await withLock('outbox', async () => 42)).toBe(42);
    expect(names).toEqual(['outbox']);
  });
});
