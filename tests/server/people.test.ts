import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, ClientRow, Lab, LabImage, TeamMember } from '../../server/db/rows.ts';
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

type Client = ClientRow & { addresses: Address[] };
interface People {
  team_members: TeamMember[];
  clients: Client[];
}

let server: TestServer;
let base: string;
let token: string;
let lab: Lab;
let other: { token: string; labId: number };

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
  other = await otherVendor(base);
});
afterAll(() => server.close());

describe('lab images', () => {
  it('lists, uploads several and deletes images', async () => {
    const list = await call<LabImage[]>(base, 'GET', `/lab-images/?vendor_id=${lab.id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toEqual({
      id: expect.any(Number),
      vendor: lab.id,
      image: expect.stringMatching(/^\/media\//),
    });

    const upload = await call<LabImage[]>(base, 'POST', '/lab-images/', {
      token,
      form: form({ vendor: lab.id }, [
        ['images', png(), 'a.png'],
        ['images', jpeg(), 'b.jpg'],
      ]),
    });
    expect(upload.status).toBe(201);
    expect(upload.body.data).toHaveLength(2);
    expect(upload.body.data[1]?.image).toMatch(/\.jpg$/);
    const after = await call<LabImage[]>(base, 'GET', `/lab-images/?vendor_id=${lab.id}`, {
      token,
    });
    expect(after.body.data).toHaveLength(list.body.data.length + 2);

    const id = upload.body.data[0]?.id ?? 0;
    expect((await call(base, 'DELETE', `/lab-images/${id}/`, { token: other.token })).status).toBe(
      403,
    );
    expect((await call(base, 'DELETE', `/lab-images/${id}/`, { token })).status).toBe(200);
    expect((await call(base, 'DELETE', `/lab-images/${id}/`, { token })).status).toBe(404);
  });

  it('refuses missing, oversized and non-image files, and other vendors', async () => {
    const send = (files: [string, Blob, string][], auth = token, vendor = lab.id) =>
      call(base, 'POST', '/lab-images/', { token: auth, form: form({ vendor }, files) });
    expect((await call(base, 'GET', `/lab-images/?vendor_id=${lab.id}`)).status).toBe(401);
    expect(
      (await call(base, 'POST', '/lab-images/', { form: form({ vendor: lab.id }) })).status,
    ).toBe(401);
    expect((await send([])).status).toBe(400);
    const tooLarge = await send([['images', hugePng(), 'big.png']]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('File too large (max 10 MB)');
    expect((await send([['images', fakePng(), 'x.png']])).status).toBe(415);
    expect((await send([['images', png(), 'a.png']], other.token)).status).toBe(403);
    expect(
      (await call(base, 'GET', `/lab-images/?vendor_id=${lab.id}`, { token: other.token })).status,
    ).toBe(403);
    expect((await call(base, 'GET', '/lab-images/?vendor_id=abc', { token })).status).toBe(400);
  });
});

describe('team members, clients and addresses', () => {
  it('GET /users/?vendor_id= answers team_members and clients with addresses', async () => {
    const answer = await call<People>(base, 'GET', `/users/?vendor_id=${lab.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.team_members.length).toBeGreaterThan(0);
    expect(answer.body.data.team_members[0]).toMatchObject({
      id: expect.any(Number),
      vendor: lab.id,
      first_name: expect.any(String),
    });
    const client = answer.body.data.clients[0] as Client;
    expect(client.addresses[0]).toMatchObject({
      user: client.id,
      line1: expect.any(String),
      city: expect.any(String),
    });
    expect((await call(base, 'GET', `/users/?vendor_id=${lab.id}`)).status).toBe(401);
    expect(
      (await call(base, 'GET', `/users/?vendor_id=${lab.id}`, { token: other.token })).status,
    ).toBe(403);
  });

  it('creates a team member from multipart, updates and deletes it', async () => {
    const roles = (await call<{ id: number }[]>(base, 'GET', '/common/roles')).body.data;
    const fields = {
      first_name: 'Ina',
      last_name: 'Vogel',
      email: 'ina@lab.test',
      phone: '+49 1',
      role: roles[0]?.id ?? 0,
    };
    expect((await call(base, 'POST', '/team-members/', { form: form(fields) })).status).toBe(401);
    const created = await call<TeamMember>(base, 'POST', '/team-members/', {
      token,
      form: form(fields, [['profile_image', png(), 'ina.png']]),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ...fields,
      vendor: lab.id,
      gender: null,
      designation: null,
    });
    expect(created.body.data.profile_image).toMatch(/^\/media\//);
    const id = created.body.data.id;

    const patched = await call<TeamMember>(base, 'PATCH', `/team-members/${id}/`, {
      token,
      form: form({ phone: '+49 2', role: '' }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ id, first_name: 'Ina', phone: '+49 2', role: null });
    expect(
      (
        await call(base, 'PATCH', `/team-members/${id}/`, {
          token: other.token,
          form: form({ phone: '1' }),
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(base, 'PATCH', '/team-members/99999/', { token, form: form({ phone: '1' }) }))
        .status,
    ).toBe(404);
    expect(
      (await call(base, 'PATCH', `/team-members/${id}/`, { form: form({ phone: '1' }) })).status,
    ).toBe(401);

    expect(
      (await call(base, 'DELETE', `/team-members/${id}/`, { token: other.token })).status,
    ).toBe(403);
    expect((await call(base, 'DELETE', `/team-members/${id}/`)).status).toBe(401);
    expect((await call(base, 'DELETE', `/team-members/${id}/`, { token })).status).toBe(200);
    expect((await call(base, 'DELETE', `/team-members/${id}/`, { token })).status).toBe(404);
  });

  it('refuses bad team members', async () => {
    const send = (fields: Record<string, string | number>) =>
      call(base, 'POST', '/team-members/', { token, form: form(fields) });
    expect((await send({ last_name: 'No first name' })).status).toBe(400);
    expect((await send({ first_name: 'A', email: 'not-mail' })).status).toBe(400);
    expect((await send({ first_name: 'A', role: 'boss' })).status).toBe(400);
    expect((await send({ first_name: 'A', gender: 99999 })).status).toBe(400);
    const huge = await call(base, 'POST', '/team-members/', {
      token,
      form: form({ first_name: 'A' }, [['profile_image', hugePng(), 'x.png']]),
    });
    expect(huge.status).toBe(413);
    const text = await call(base, 'POST', '/team-members/', {
      token,
      form: form({ first_name: 'A' }, [['profile_image', fakePng(), 'x.png']]),
    });
    expect(text.status).toBe(415);
  });

  it('creates a client and an address for it', async () => {
    const client = {
      first_name: 'Karl',
      last_name: 'Ott',
      email: 'karl@example.com',
      phone: '+49 3',
    };
    expect((await call(base, 'POST', '/users/', { json: client })).status).toBe(401);
    const created = await call<Client>(base, 'POST', '/users/', { token, json: client });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      vendor: lab.id,
      ...client,
      addresses: [],
    });
    expect((await call(base, 'POST', '/users/', { token, json: { last_name: 'x' } })).status).toBe(
      400,
    );
    expect(
      (await call(base, 'POST', '/users/', { token, json: { first_name: ['x'] } })).status,
    ).toBe(400);
    expect((await call(base, 'POST', '/users/', { token, raw: 'first_name=x' })).status).toBe(400);

    const address = {
      user: created.body.data.id,
      line1: 'Ringstraße 5',
      line2: '',
      city: 'Berlin',
      postcode: '10115',
      country: 'Germany',
    };
    expect((await call(base, 'POST', '/user/addresses/', { json: address })).status).toBe(401);
    const added = await call<Address>(base, 'POST', '/user/addresses/', { token, json: address });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({ id: expect.any(Number), ...address });
    expect(
      (await call(base, 'POST', '/user/addresses/', { token, json: { ...address, city: '' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(base, 'POST', '/user/addresses/', { token, json: { ...address, user: 99999 } }))
        .status,
    ).toBe(404);
    expect(
      (await call(base, 'POST', '/user/addresses/', { token: other.token, json: address })).status,
    ).toBe(403);

    const people = await call<People>(base, 'GET', `/users/?vendor_id=${lab.id}`, { token });
    const karl = people.body.data.clients.find((c) => c.id === created.body.data.id);
    expect(karl?.addresses).toEqual([added.body.data]);
  });

  it('keeps shared seeded images when a seeded member is deleted', async () => {
    const people = await call<People>(base, 'GET', '/users/', { token });
    const seeded = people.body.data.team_members.filter((m) => m.profile_image);
    expect(seeded.length).toBeGreaterThan(1);
    const [first] = seeded;
    expect((await call(base, 'DELETE', `/team-members/${first?.id}/`, { token })).status).toBe(200);
    const image = await fetch(`${server.origin}${seeded[1]?.profile_image}`);
    expect(image.status).toBe(200);
  });
});
