import { db } from '../../../db/db';
import type { Id, Offer } from '../../../db/types';
import { ACTIONS, refusalMessage } from '../../../sync/actions';
import { dropUnsentRowsOf, enqueue, tempId } from '../../../sync/outbox';
import type { OfferInput } from '../lib/offer-form';

/** SPEC 7 POST /offers/: shown at once with a temporary id, sent by the outbox. */
export async function createOffer(input: OfferInput): Promise<Id> {
  const id = tempId();
  await enqueue({
    action: ACTIONS.createOffer,
    table: 'offers',
    recordId: id,
    method: 'POST',
    path: '/offers/',
    body: { kind: 'json', value: input },
    label: { key: 'catalogue:outbox.createOffer', values: { title: input.title } },
    onSuccess: { op: 'put', table: 'offers' },
    optimistic: async () => {
      const offer: Offer = { id, ...input };
      await db.offers.add(offer);
      return { table: 'offers', put: [], remove: [id] };
    },
  });
  return id;
}

/** SPEC 7 PUT /services/{offerId}/ (that path is the spec's offer update). */
export async function updateOffer(id: Id, input: OfferInput): Promise<void> {
  await enqueue({
    action: ACTIONS.updateOffer,
    table: 'offers',
    recordId: id,
    method: 'PUT',
    path: `/services/${id}/`,
    body: { kind: 'json', value: input },
    label: { key: 'catalogue:outbox.updateOffer', values: { title: input.title } },
    onSuccess: { op: 'put', table: 'offers' },
    optimistic: async () => {
      const before = await db.offers.get(id);
      if (!before) throw new Error(`Offer ${id} is not in the mirror`);
      await db.offers.put({ ...before, ...input });
      return { table: 'offers', put: [before], remove: [] };
    },
  });
}

/**
 * SPEC 7 DELETE /offers/{id}/ (SPEC 4: removes the item with that id). An offer created offline
 * and deleted before it was sent never reaches the server.
 */
export async function deleteOffer(id: Id): Promise<void> {
  const dropped = await db.transaction('rw', db.offers, db.outbox, async () => {
    const unsent = await dropUnsentRowsOf('offers', id);
    if (unsent) await db.offers.delete(id);
    return unsent;
  });
  if (dropped) return;
  await enqueue({
    action: ACTIONS.deleteOffer,
    table: 'offers',
    recordId: id,
    method: 'DELETE',
    path: `/offers/${id}/`,
    label: { key: 'catalogue:outbox.deleteOffer' },
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const before = await db.offers.get(id);
      await db.offers.delete(id);
      return { table: 'offers', put: before ? [before] : [], remove: [] };
    },
  });
}

/** SPEC 8: a failed offer delete shows the server's message, else 'Failed to delete offer'. */
export function deleteOfferError(err: unknown): string {
  return refusalMessage(ACTIONS.deleteOffer, err);
}
