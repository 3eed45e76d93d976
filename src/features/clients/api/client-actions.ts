import { db } from '../../../db/db';
import type { Id } from '../../../db/types';
import { ACTIONS } from '../../../sync/actions';
import { queueCreate } from '../../../sync/optimistic';
import { queueCreateIn } from '../../../sync/optimistic-lists';
import { isTempId } from '../../../sync/outbox';
import type { AddressFormValues, ClientFormValues } from '../lib/client-form';

/** SPEC 7 POST /users/ (JSON): the client shows at once with a temporary id. */
export async function createClient(input: ClientFormValues): Promise<Id> {
  return queueCreate('clients', {
    action: ACTIONS.createClient,
    path: '/users/',
    body: { kind: 'json', value: input },
    label: {
      key: 'catalogue:outbox.createClient',
      values: { name: `${input.first_name} ${input.last_name}`.trim() },
    },
    record: (id) => ({ id, ...input, addresses: [] }),
  });
}

/**
 * SPEC 7 POST /user/addresses/ (JSON): appended to the client's addresses at once. A client made
 * offline is named by its temporary id; the replayer rewrites it once the client exists.
 */
export async function addAddress(client: Id, input: AddressFormValues): Promise<Id> {
  // The client may have reached the server since the form opened: use its server id then.
  const clientId = isTempId(client) ? ((await db.idMap.get(client))?.serverId ?? client) : client;
  return queueCreateIn('clients', clientId, {
    action: ACTIONS.createAddress,
    path: '/user/addresses/',
    body: { kind: 'json', value: { user: clientId, ...input } },
    label: { key: 'catalogue:outbox.createAddress', values: { city: input.city } },
    item: (id) => ({ id, user: clientId, ...input }),
  });
}
