import type { Id } from '../../../db/types';
import { ACTIONS, refusalMessage } from '../../../sync/actions';
import { queueCreate, queueDelete, queueUpdate } from '../../../sync/optimistic';
import type { OfferInput } from '../lib/offer-form';

/** SPEC 7 POST /offers/: shown at once with a temporary id, sent by the outbox. */
export async function createOffer(input: OfferInput): Promise<Id> {
  return queueCreate('offers', {
    action: ACTIONS.createOffer,
    path: '/offers/',
    body: { kind: 'json', value: input },
    label: { key: 'catalogue:outbox.createOffer', values: { title: input.title } },
    record: (id) => ({ id, ...input }),
  });
}

/** SPEC 7 PUT /services/{offerId}/ (that path is the spec's offer update). */
export async function updateOffer(id: Id, input: OfferInput): Promise<void> {
  await queueUpdate('offers', id, {
    action: ACTIONS.updateOffer,
    method: 'PUT',
    path: `/services/${id}/`,
    body: { kind: 'json', value: input },
    label: { key: 'catalogue:outbox.updateOffer', values: { title: input.title } },
    change: (offer) => ({ ...offer, ...input }),
  });
}

/**
 * SPEC 7 DELETE /offers/{id}/ (SPEC 4: removes the item with that id). An offer created offline
 * and deleted before it was sent never reaches the server.
 */
export async function deleteOffer(id: Id): Promise<void> {
  await queueDelete('offers', id, {
    action: ACTIONS.deleteOffer,
    path: `/offers/${id}/`,
    label: { key: 'catalogue:outbox.deleteOffer' },
  });
}

/** SPEC 8: a failed offer delete shows the server's message, else 'Failed to delete offer'. */
export function deleteOfferError(err: unknown): string {
  return refusalMessage(ACTIONS.deleteOffer, err);
}
