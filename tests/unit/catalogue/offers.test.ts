import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { Offer } from '../../../src/db/types';
import {
  createOffer,
  deleteOffer,
  deleteOfferError,
  updateOffer,
} from '../../../src/features/offers/api/offer-actions';
import {
  EMPTY_OFFER,
  offerInput,
  validateOffer,
} from '../../../src/features/offers/lib/offer-form';
import { ApiError } from '../../../src/lib/errors';
import { isTempId } from '../../../src/sync/outbox';
import { replay } from '../../../src/sync/replay';
import { fakeServer, json, resetDb } from '../sync/fake-server';

const input = {
  title: 'Spring check-up',
  description: 'Blood count and lipids',
  tests: ['Complete blood count', 'Lipid panel'],
  price: 80,
  discounted_price: 60,
  valid_from: '2026-03-01',
  valid_to: '2026-05-31',
};
const stored = (id: number, extra: Partial<Offer> = {}): Offer => ({
  id,
  lab: 7,
  ...input,
  ...extra,
});

beforeEach(async () => {
  await resetDb();
});
afterEach(() => vi.unstubAllGlobals());

describe('offers (SPEC 4 through the outbox)', () => {
  it('appends a created offer at once with a temporary id, then swaps in the server id', async () => {
    await db.offers.put(stored(1, { title: 'Old' }));
    const temp = await createOffer(input);
    expect(isTempId(temp)).toBe(true);
    expect((await db.offers.toArray()).map((o) => o.title)).toEqual(['Old', 'Spring check-up']);
    expect(await db.outbox.toArray()).toMatchObject([
      { method: 'POST', path: '/offers/', body: { kind: 'json', value: input }, recordId: temp },
    ]);

    const { sent } = fakeServer(() => json(201, { data: stored(55) }));
    await replay();
    expect(sent).toHaveLength(1);
    expect(await db.offers.get(temp)).toBeUndefined();
    expect(await db.offers.get(55)).toMatchObject({ title: 'Spring check-up' });
    expect(await db.offers.count()).toBe(2);
  });

  it('merges an edit into the offer and sends it as PUT /services/{offerId}/', async () => {
    await db.offers.put(stored(3));
    await updateOffer(3, { ...input, title: 'Summer check-up', price: 90 });
    expect(await db.offers.get(3)).toMatchObject({
      id: 3,
      lab: 7,
      title: 'Summer check-up',
      price: 90,
    });

    const { sent } = fakeServer((req) =>
      json(200, { data: { ...stored(3), ...(req.body as object) } }),
    );
    await replay();
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/services/3/' });
    expect(sent[0]?.body).toMatchObject({ title: 'Summer check-up', price: 90 });
    expect(await db.offers.get(3)).toMatchObject({ title: 'Summer check-up' });
  });

  it('removes a deleted offer by id and sends DELETE /offers/{id}/', async () => {
    await db.offers.bulkPut([stored(3), stored(4)]);
    await deleteOffer(3);
    expect((await db.offers.toArray()).map((o) => o.id)).toEqual([4]);
    const { sent } = fakeServer(() => json(200, { message: 'Offer deleted.' }));
    await replay();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /offers/3/']);
    expect(await db.outbox.count()).toBe(0);
  });

  it("puts a refused delete back and reports 'Failed to delete offer' when the server says nothing", async () => {
    await db.offers.put(stored(3));
    await deleteOffer(3);
    fakeServer(() => new Response('', { status: 404 }));
    await replay();
    expect(await db.offers.get(3)).toMatchObject({ title: 'Spring check-up' });
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'failed', lastError: 'Failed to delete offer' },
    ]);
  });

  it("words a failed delete with the server's message, else 'Failed to delete offer'", () => {
    const bare = new ApiError('http', 'Not Found', { status: 404 });
    const told = new ApiError('http', 'Not Found', {
      status: 404,
      body: { message: 'Offer not found' },
    });
    expect(deleteOfferError(bare)).toBe('Failed to delete offer');
    expect(deleteOfferError(told)).toBe('Offer not found');
  });

  it('never sends an offer created and deleted before it was sent', async () => {
    const temp = await createOffer(input);
    await deleteOffer(temp);
    expect(await db.offers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    const { sent } = fakeServer(() => json(500, {}));
    await replay();
    expect(sent).toHaveLength(0);
  });
});

describe('offer validation', () => {
  const valid = {
    ...EMPTY_OFFER,
    title: 'Check-up',
    price: '80',
    discounted_price: '60',
    valid_from: '2026-03-01',
    valid_to: '2026-03-31',
  };

  it('accepts a complete offer and turns it into the API body', () => {
    expect(validateOffer(valid)).toEqual({});
    expect(offerInput({ ...valid, discounted_price: '' })).toMatchObject({
      price: 80,
      discounted_price: null,
    });
  });

  it('requires a title', () => {
    expect(validateOffer({ ...valid, title: '  ' })).toEqual({ title: 'validation.titleRequired' });
  });

  it('needs a price above zero', () => {
    expect(validateOffer({ ...valid, price: '0' }).price).toBe('validation.pricePositive');
    expect(validateOffer({ ...valid, price: 'abc' }).price).toBe('validation.pricePositive');
    expect(validateOffer({ ...valid, price: '' }).price).toBe('validation.priceRequired');
  });

  it('needs the discount below the price', () => {
    expect(validateOffer({ ...valid, discounted_price: '80' }).discounted_price).toBe(
      'validation.discountBelowPrice',
    );
    expect(validateOffer({ ...valid, discounted_price: '79.99' })).toEqual({});
  });

  it('needs the end not before the start', () => {
    expect(validateOffer({ ...valid, valid_to: '2026-02-28' }).valid_to).toBe(
      'validation.endAfterStart',
    );
    expect(validateOffer({ ...valid, valid_to: '' }).valid_to).toBe('validation.dateRequired');
  });
});
