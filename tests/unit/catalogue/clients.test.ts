import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { addAddress, createClient } from '../../../src/features/clients/api/client-actions';
import {
  EMPTY_ADDRESS,
  addressInput,
  validateAddress,
  validateClient,
} from '../../../src/features/clients/lib/client-form';
import { isTempId } from '../../../src/sync/outbox';
import { replay } from '../../../src/sync/replay';
import { fakeServer, json, resetDb } from '../sync/fake-server';

const client = {
  first_name: 'Ola',
  last_name: 'Nowak',
  email: 'ola@mail.test',
  phone: '+48 600 100 200',
};
const address = {
  line1: 'Hauptstr. 1',
  line2: '',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
};

beforeEach(async () => {
  await resetDb();
});
afterEach(() => vi.unstubAllGlobals());

describe('clients and addresses (through the outbox)', () => {
  it('appends a client and its address at once, and sends both once the client exists', async () => {
    const temp = await createClient(client);
    const addressId = await addAddress(temp, address);
    expect(isTempId(addressId)).toBe(true);
    expect(await db.clients.get(temp)).toMatchObject({
      first_name: 'Ola',
      addresses: [{ id: addressId, user: temp, city: 'Berlin' }],
    });

    const { sent } = fakeServer((req) => {
      if (req.path === '/users/') {
        return json(201, { data: { id: 90, vendor: 7, ...client, addresses: [] } });
      }
      return json(201, { data: { id: 400, ...(req.body as object) } });
    });
    await replay();

    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /users/',
      'POST /user/addresses/',
    ]);
    expect(sent[0]?.body).toEqual(client);
    // The address names the client by the id the server gave it.
    expect(sent[1]?.body).toEqual({ user: 90, ...address });
    expect(await db.clients.get(temp)).toBeUndefined();
    const stored = await db.clients.get(90);
    expect(stored?.addresses).toEqual([{ id: 400, user: 90, ...address }]);
  });

  it('adds an address to a known client and merges the answer into its addresses', async () => {
    await db.clients.put({ id: 12, ...client, addresses: [] });
    await addAddress(12, address);
    fakeServer((req) => json(201, { data: { id: 401, ...(req.body as object) } }));
    await replay();
    expect((await db.clients.get(12))?.addresses).toEqual([{ id: 401, user: 12, ...address }]);
  });
});

describe('client validation', () => {
  it('accepts a complete client', () => {
    expect(validateClient(client)).toEqual({});
  });

  it('checks the e-mail and the phone', () => {
    expect(validateClient({ ...client, email: 'ola.mail.test' }).email).toBe('validation.email');
    expect(validateClient({ ...client, phone: '' }).phone).toBe('validation.phoneRequired');
    expect(validateClient({ ...client, phone: 'call me' }).phone).toBe('validation.phone');
  });

  it('checks the postcode and the required address lines', () => {
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, postcode: 'SW1A 1AA' })).toEqual({});
    expect(validateAddress({ ...address, postcode: '1' }).postcode).toBe('validation.postcode');
    expect(validateAddress({ ...address, postcode: '10115!' }).postcode).toBe(
      'validation.postcode',
    );
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      line1: 'validation.line1Required',
      city: 'validation.cityRequired',
      postcode: 'validation.postcodeRequired',
      country: 'validation.countryRequired',
    });
    expect(addressInput({ ...address, postcode: ' sw1a 1aa ' }).postcode).toBe('SW1A 1AA');
  });
});
