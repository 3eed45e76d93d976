import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lab, Service, SubCategory } from '../../server/db/rows.ts';
import {
  call,
  fakePng,
  form,
  otherVendor,
  png,
  signIn,
  startServer,
  type TestServer,
} from './helpers.ts';

interface Offer {
  id: number;
  lab: number;
  title: string;
  description: string;
  price: number;
  discounted_price: number | null;
  valid_from: string | null;
  valid_to: string | null;
  tests: string[];
}

let server: TestServer;
let base: string;
let token: string;
let lab: Lab;
const offer = {
  title: 'Spring check-up',
  description: 'Blood count and lipids',
  price: 60,
  discounted_price: 49.5,
  valid_from: '2026-03-01',
  valid_to: '2026-05-31',
  tests: ['CBC', 'LIPID'],
};

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
});
afterAll(() => server.close());

describe('sub-categories and services', () => {
  it('POST /lab-test-types/ creates a sub-category of the own lab', async () => {
    const path = '/lab-test-types/';
    expect(
      (await call(base, 'POST', path, { json: { name: 'Allergy', lab: lab.id } })).status,
    ).toBe(401);
    const answer = await call<SubCategory>(base, 'POST', path, {
      token,
      json: { name: 'Allergy tests', lab: lab.id },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      key: 'allergy_tests',
      name: 'Allergy tests',
      lab: lab.id,
      items: [],
    });
    expect((await call(base, 'POST', path, { token, json: { lab: lab.id } })).status).toBe(400);
    expect(
      (await call(base, 'POST', path, { token, json: { name: 'X', lab: 'abc' } })).status,
    ).toBe(400);
    const other = await otherVendor(base);
    expect(
      (await call(base, 'POST', path, { token: other.token, json: { name: 'X', lab: lab.id } }))
        .status,
    ).toBe(403);
  });

  it('PATCH /services/{serviceId}/ updates a service (multipart) and answers the item', async () => {
    const subs = (await call<SubCategory[]>(base, 'GET', `/labs/${lab.id}/test_types`, { token }))
      .body.data;
    const item = subs[0]?.items[0] as Service;
    const path = `/services/${item.id}/`;
    expect((await call(base, 'PATCH', path, { form: form({ price: 1 }) })).status).toBe(401);
    const answer = await call<Service>(base, 'PATCH', path, {
      token,
      form: form({ price: '25', description: 'Same-day result' }, [['image', png(), 's.png']]),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: item.id,
      name: item.name,
      price: 25,
      description: 'Same-day result',
    });
    expect(answer.body.data.image).toMatch(/^\/media\//);
    expect((await call(base, 'PATCH', path, { token, form: form({ price: '-3' }) })).status).toBe(
      400,
    );
    expect((await call(base, 'PATCH', path, { token, form: form({ price: 'x' }) })).status).toBe(
      400,
    );
    expect(
      (await call(base, 'PATCH', '/services/99999/', { token, form: form({ price: 1 }) })).status,
    ).toBe(404);
    const other = await otherVendor(base);
    expect(
      (await call(base, 'PATCH', path, { token: other.token, form: form({ price: 1 }) })).status,
    ).toBe(403);
    const notImage = await call(base, 'PATCH', path, {
      token,
      form: form({}, [['image', fakePng(), 'a.png']]),
    });
    expect(notImage.status).toBe(415);
  });
});

describe('offers', () => {
  it('creates, lists, updates (PUT /services/{offerId}/) and deletes an offer', async () => {
    const created = await call<Offer>(base, 'POST', '/offers/', { token, json: offer });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number), lab: lab.id, ...offer });
    const id = created.body.data.id;

    const list = await call<Offer[]>(base, 'GET', '/offers/', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.find((o) => o.id === id)).toEqual(created.body.data);

    const put = await call<Offer>(base, 'PUT', `/services/${id}/`, {
      token,
      json: { ...offer, title: 'Summer check-up', discounted_price: null },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id, title: 'Summer check-up', discounted_price: null });

    const removed = await call(base, 'DELETE', `/offers/${id}/`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBeTypeOf('string');
    expect((await call(base, 'DELETE', `/offers/${id}/`, { token })).status).toBe(404);
    expect((await call(base, 'PUT', `/services/${id}/`, { token, json: offer })).status).toBe(404);
  });

  it('needs a token and refuses bad offers', async () => {
    expect((await call(base, 'GET', '/offers/')).status).toBe(401);
    expect((await call(base, 'POST', '/offers/', { json: offer })).status).toBe(401);
    expect((await call(base, 'DELETE', '/offers/1/')).status).toBe(401);
    expect((await call(base, 'PUT', '/services/1/', { json: offer })).status).toBe(401);
    const bad = [
      { ...offer, title: '' },
      { ...offer, price: 'free' },
      { ...offer, price: -1 },
      { ...offer, discounted_price: 100 },
      { ...offer, valid_from: '01.03.2026' },
      { ...offer, valid_to: '2026-01-01' },
      { ...offer, tests: 'CBC' },
    ];
    for (const json of bad) {
      const answer = await call(base, 'POST', '/offers/', { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await call(base, 'POST', '/offers/', { token, raw: '[1,' })).status).toBe(400);
    expect((await call(base, 'POST', '/offers/', { token })).status).toBe(400);
  });

  it('keeps other labs away from an offer', async () => {
    const id = (await call<Offer>(base, 'POST', '/offers/', { token, json: offer })).body.data.id;
    const other = await otherVendor(base);
    expect((await call(base, 'DELETE', `/offers/${id}/`, { token: other.token })).status).toBe(403);
    expect(
      (await call(base, 'PUT', `/services/${id}/`, { token: other.token, json: offer })).status,
    ).toBe(403);
    const theirs = await call<Offer[]>(base, 'GET', '/offers/', { token: other.token });
    expect(theirs.body.data).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  const count = async () =>
    (await call<Offer[]>(base, 'GET', '/offers/', { token })).body.data.length;

  it('runs a request once and replays the first answer', async () => {
    const before = await count();
    const headers = { 'Idempotency-Key': 'offer-create-1' };
    const first = await call<Offer>(base, 'POST', '/offers/', { token, json: offer, headers });
    const second = await call<Offer>(base, 'POST', '/offers/', { token, json: offer, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(await count()).toBe(before + 1);
  });

  it('answers 422 for the same key with another body, and keys are per user', async () => {
    const headers = { 'Idempotency-Key': 'offer-create-2' };
    expect((await call(base, 'POST', '/offers/', { token, json: offer, headers })).status).toBe(
      201,
    );
    const other = await call(base, 'POST', '/offers/', {
      token,
      json: { ...offer, price: 61 },
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBeTypeOf('string');
    const path = await call(base, 'PUT', '/services/1/', { token, json: offer, headers });
    expect(path.status).toBe(422);
    const someoneElse = await otherVendor(base);
    const theirs = await call(base, 'POST', '/offers/', {
      token: someoneElse.token,
      json: offer,
      headers,
    });
    expect(theirs.status).toBe(201);
  });

  it('replays multipart requests by fields and file bytes', async () => {
    const subs = (await call<SubCategory[]>(base, 'GET', `/labs/${lab.id}/test_types`, { token }))
      .body.data;
    const fields = { sub_category: subs[0]?.id ?? 0, name: 'Zinc', price: 9 };
    const headers = { 'Idempotency-Key': 'service-create-1' };
    const send = (name: string) =>
      call<Service>(base, 'POST', '/common/service-type/', {
        token,
        headers,
        form: form(fields, [['image', png(), name]]),
      });
    const first = await send('a.png');
    const again = await send('b.png');
    expect(again.body.data.id).toBe(first.body.data.id);
    const changed = await call(base, 'POST', '/common/service-type/', {
      token,
      headers,
      form: form({ ...fields, price: 10 }, [['image', png(), 'a.png']]),
    });
    expect(changed.status).toBe(422);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const before = await count();
    // Holding the write turn keeps whichever request claims the key first waiting in it.
    const held = await server.app.writeQueue.begin();
    const headers = { 'Idempotency-Key': 'busy' };
    const send = () => call(base, 'POST', '/offers/', { token, json: offer, headers });
    const answers = [send(), send()];
    const early = await Promise.race(answers);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/still being processed/);
    held.rollback();
    expect((await Promise.all(answers)).map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await count()).toBe(before + 1);
  });
});
