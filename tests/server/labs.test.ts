import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lab, Service, SubCategory } from '../../server/db/rows.ts';
import {
  call,
  fakePng,
  form,
  hugePng,
  jpeg,
  otherVendor,
  png,
  signIn,
  startServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let base: string;
let token: string;
let lab: Lab;

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
});
afterAll(() => server.close());

describe('vendor (labs)', () => {
  it('GET /labs lists the caller’s lab with the contract fields', async () => {
    const answer = await call<Lab[]>(base, 'GET', '/labs', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(lab).toMatchObject({
      email: 'demo@lab.test',
      first_name: 'Dana',
      name: expect.any(String),
    });
    for (const key of ['id', 'user', 'last_name', 'phone', 'address', 'about', 'profile_image']) {
      expect(lab).toHaveProperty(key);
    }
    expect((await call(base, 'GET', '/labs')).status).toBe(401);
    expect((await call(base, 'GET', '/labs/')).status).toBe(404);
  });

  it('POST /labs/ creates the lab of a new vendor, once, with validation', async () => {
    const newToken = await signIn(base, 'signup@lab.test');
    const path = '/labs/';
    expect((await call(base, 'POST', path, { json: { name: 'X', first_name: 'Y' } })).status).toBe(
      401,
    );
    const missing = await call(base, 'POST', path, { token: newToken, json: { about: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.join(' ')).toMatch(/name/);
    const wrongType = await call(base, 'POST', path, {
      token: newToken,
      json: { name: 5, first_name: 'A' },
    });
    expect(wrongType.status).toBe(400);
    expect((await call(base, 'POST', path, { token: newToken, raw: '{"name":' })).status).toBe(400);
    const created = await call<Lab>(base, 'POST', path, {
      token: newToken,
      json: { name: 'Signup Lab', first_name: 'Sam', phone: '+49 1', address: 'Street 1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Signup Lab',
      first_name: 'Sam',
      email: 'signup@lab.test',
      about: '',
      profile_image: null,
    });
    const again = await call(base, 'POST', path, {
      token: newToken,
      json: { name: 'B', first_name: 'C' },
    });
    expect(again.status).toBe(400);
  });

  it('PATCH /labs/{id}/ updates fields and the profile image (multipart)', async () => {
    const fields = { about: 'Now open on Saturdays', phone: '+49 30 999' };
    const answer = await call<Lab>(base, 'PATCH', `/labs/${lab.id}/`, {
      token,
      form: form(fields, [['profile_image', jpeg(), 'me.jpg']]),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ...fields, name: lab.name, first_name: 'Dana' });
    const image = answer.body.data.profile_image ?? '';
    expect(image).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(existsSync(path.join(server.dataDir, 'uploads', path.basename(image)))).toBe(true);
    const served = await fetch(`${server.origin}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/max-age/);
  });

  it('PATCH /labs/{id}/ refuses bad input, other labs and unknown ids', async () => {
    const path = `/labs/${lab.id}/`;
    expect((await call(base, 'PATCH', path, { form: form({ about: 'x' }) })).status).toBe(401);
    const empty = await call(base, 'PATCH', path, { token, form: form({ name: '' }) });
    expect(empty.status).toBe(400);
    const other = await otherVendor(base);
    expect(
      (await call(base, 'PATCH', path, { token: other.token, form: form({ about: 'x' }) })).status,
    ).toBe(403);
    expect(
      (await call(base, 'PATCH', '/labs/99999/', { token, form: form({ about: 'x' }) })).status,
    ).toBe(404);
    expect(
      (await call(base, 'PATCH', '/labs/abc/', { token, form: form({ about: 'x' }) })).status,
    ).toBe(404);
  });

  it('refuses an oversized upload with 413 and a non-image with 415', async () => {
    const path = `/labs/${lab.id}/`;
    const tooLarge = await call(base, 'PATCH', path, {
      token,
      form: form({}, [['profile_image', hugePng(), 'big.png']]),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('File too large (max 10 MB)');
    const notImage = await call(base, 'PATCH', path, {
      token,
      form: form({}, [['profile_image', fakePng(), 'looks.png']]),
    });
    expect(notImage.status).toBe(415);
    expect(notImage.body.message).toMatch(/image/i);
  });

  it('GET /labs/{vendorId}/test_types lists sub-categories with their items', async () => {
    const answer = await call<SubCategory[]>(base, 'GET', `/labs/${lab.id}/test_types`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    const first = answer.body.data[0] as SubCategory;
    expect(first).toMatchObject({ id: expect.any(Number), key: expect.any(String), lab: lab.id });
    expect(first.items[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect((await call(base, 'GET', `/labs/${lab.id}/test_types`)).status).toBe(401);
    expect((await call(base, 'GET', '/labs/99999/test_types', { token })).status).toBe(404);
    const other = await otherVendor(base);
    expect(
      (await call(base, 'GET', `/labs/${lab.id}/test_types`, { token: other.token })).status,
    ).toBe(403);
  });
});

describe('common', () => {
  it('answers the lookups without a token', async () => {
    for (const path of ['/common/roles', '/common/genders', '/common/designation']) {
      const answer = await call<{ id: number; name: string }[]>(base, 'GET', path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    }
    const types = await call<{ id: number; name: string; code: string }[]>(
      base,
      'GET',
      '/common/test-types/',
    );
    expect(types.status).toBe(200);
    expect(types.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      code: expect.any(String),
    });
  });

  it('POST /common/service-type/ creates a service from multipart', async () => {
    const subs = (await call<SubCategory[]>(base, 'GET', `/labs/${lab.id}/test_types`, { token }))
      .body.data;
    const subId = subs[0]?.id ?? 0;
    const types = (await call<{ id: number }[]>(base, 'GET', '/common/test-types/')).body.data;
    const fields = {
      sub_category: subId,
      test_type: types[0]?.id ?? 0,
      name: 'Ferritin',
      price: '21.50',
    };
    const path = '/common/service-type/';
    expect((await call(base, 'POST', path, { form: form(fields) })).status).toBe(401);
    const answer = await call<Service>(base, 'POST', path, {
      token,
      form: form({ ...fields, description: 'Iron stores' }, [['image', png(), 'f.png']]),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      id: expect.any(Number),
      sub_category: subId,
      name: 'Ferritin',
      price: 21.5,
      description: 'Iron stores',
      image: expect.stringMatching(/^\/media\/.+\.png$/),
    });
    const badPrice = await call(base, 'POST', path, {
      token,
      form: form({ ...fields, price: 'cheap' }),
    });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.errors?.[0]).toMatch(/^price/);
    expect(
      (await call(base, 'POST', path, { token, form: form({ name: 'x', price: 1 }) })).status,
    ).toBe(400);
    const unknownSub = await call(base, 'POST', path, {
      token,
      form: form({ ...fields, sub_category: 9999 }),
    });
    expect(unknownSub.status).toBe(400);
    const unknownType = await call(base, 'POST', path, {
      token,
      form: form({ ...fields, test_type: 9999 }),
    });
    expect(unknownType.status).toBe(400);
    const notImage = await call(base, 'POST', path, {
      token,
      form: form(fields, [['image', fakePng(), 'x.png']]),
    });
    expect(notImage.status).toBe(415);
  });
});
