import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { Service, SubCategory } from '../../../src/db/types';
import {
  addServiceType,
  addSubCategory,
  updateService,
} from '../../../src/features/services/api/service-actions';
import {
  EMPTY_SERVICE,
  serviceInput,
  subCategoryKey,
  validateService,
} from '../../../src/features/services/lib/service-form';
import { isTempId } from '../../../src/sync/outbox';
import { replay } from '../../../src/sync/replay';
import { fakeServer, json, resetDb } from '../sync/fake-server';

const item = (id: number, extra: Partial<Service> = {}): Service => ({
  id,
  sub_category: 2,
  test_type: 4,
  name: `Test ${id}`,
  price: 20,
  description: '',
  image: null,
  ...extra,
});
const sub = (id: number, items: Service[]): SubCategory => ({
  id,
  key: 'blood',
  name: 'Blood',
  lab: 7,
  items,
});

beforeEach(async () => {
  await resetDb();
});
afterEach(() => vi.unstubAllGlobals());

describe('services (SPEC 4 through the outbox)', () => {
  it('appends a sub-category for the lab at once, then swaps in the server id', async () => {
    const temp = await addSubCategory('Hormone tests');
    expect(await db.subCategories.get(temp)).toMatchObject({
      key: 'hormone_tests',
      lab: 7,
      items: [],
    });
    const { sent } = fakeServer(() =>
      json(201, {
        data: { id: 9, key: 'hormone_tests', name: 'Hormone tests', lab: 7, items: [] },
      }),
    );
    await replay();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/lab-test-types/',
      body: { name: 'Hormone tests', lab: 7 },
    });
    expect(await db.subCategories.get(temp)).toBeUndefined();
    expect(await db.subCategories.get(9)).toMatchObject({ name: 'Hormone tests' });
  });

  it('merges a service update into its sub-category item, then the server answer; the row ends (isSuccess)', async () => {
    await db.subCategories.put(sub(2, [item(10), item(11)]));
    const seq = await updateService(
      2,
      11,
      { name: 'Ferritin', price: 25, description: 'Iron' },
      null,
    );
    expect((await db.subCategories.get(2))?.items[1]).toMatchObject({
      id: 11,
      name: 'Ferritin',
      price: 25,
    });

    const { sent } = fakeServer(() =>
      json(200, {
        data: item(11, { name: 'Ferritin', price: 25, description: 'Iron', image: '/media/f.png' }),
      }),
    );
    await replay();
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/services/11/' });
    expect(sent[0]?.body).toMatchObject({ name: 'Ferritin', price: '25', description: 'Iron' });
    const items = (await db.subCategories.get(2))?.items;
    expect(items).toHaveLength(2);
    expect(items?.[0]).toEqual(item(10));
    expect(items?.[1]).toMatchObject({ id: 11, name: 'Ferritin', image: '/media/f.png' });
    expect(await db.outbox.get(seq)).toBeUndefined();
  });

  it('rolls a refused service update back and keeps the reason', async () => {
    await db.subCategories.put(sub(2, [item(10)]));
    await updateService(2, 10, { name: 'Changed', price: 30, description: '' }, null);
    fakeServer(() => json(400, { message: 'Invalid input', errors: ['price: Too high'] }));
    await replay();
    expect((await db.subCategories.get(2))?.items[0]).toEqual(item(10));
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'failed', lastError: 'price: Too high' },
    ]);
  });

  it('appends a service type chosen from the test types to the sub-category items', async () => {
    await db.subCategories.put(sub(2, [item(10)]));
    const temp = await addServiceType(
      2,
      { test_type: 4, name: 'Vitamin D', price: 35, description: '' },
      null,
    );
    expect(isTempId(temp)).toBe(true);
    expect((await db.subCategories.get(2))?.items.map((i) => i.name)).toEqual([
      'Test 10',
      'Vitamin D',
    ]);

    const { sent } = fakeServer(() =>
      json(201, { data: item(12, { name: 'Vitamin D', price: 35 }) }),
    );
    await replay();
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/common/service-type/' });
    expect(sent[0]?.body).toMatchObject({
      sub_category: '2',
      test_type: '4',
      name: 'Vitamin D',
      price: '35',
    });
    expect((await db.subCategories.get(2))?.items.map((i) => i.id)).toEqual([10, 12]);
  });
});

describe('service validation', () => {
  it('needs a name and a price above zero; a new service type needs its test type', () => {
    const valid = { ...EMPTY_SERVICE, test_type: '4', name: 'Ferritin', price: '12.50' };
    expect(validateService(valid, true)).toEqual({});
    expect(serviceInput(valid).price).toBe(12.5);
    expect(validateService({ ...valid, test_type: '' }, true)).toEqual({
      test_type: 'validation.testTypeRequired',
    });
    expect(validateService({ ...valid, test_type: '' }, false)).toEqual({});
    expect(validateService({ ...valid, name: ' ', price: '-1' }, false)).toEqual({
      name: 'validation.nameRequired',
      price: 'validation.pricePositive',
    });
  });

  it('keys a sub-category like the server does', () => {
    expect(subCategoryKey('Hormone & Thyroid')).toBe('hormone_thyroid');
    expect(subCategoryKey('!!!')).toBe('other');
  });
});
