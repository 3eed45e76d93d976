import { db } from '../../../db/db';
import type { Address, Client, Id } from '../../../db/types';
import { ACTIONS } from '../../../sync/actions';
import { enqueue, isTempId, tempId } from '../../../sync/outbox';
import type { AddressFormValues, ClientFormValues } from '../lib/client-form';

/** SPEC 7 POST /users/ (JSON): the client shows at once with a temporary id. */
export async function createClient(input: ClientFormValues): Promise<Id> {
  const id = tempId();
  await enqueue({
    action: ACTIONS.createClient,
    table: 'clients',
    recordId: id,
    method: 'POST',
    path: '/users/',
    body: { kind: 'json', value: input },
    label: {
      key: 'catalogue:outbox.createClient',
      values: { name: `${input.first_name} ${input.last_name}`.trim() },
    },
    onSuccess: { op: 'put', table: 'clients' },
    optimistic: async () => {
      const client: Client = { id, ...input, addresses: [] };
      await db.clients.add(client);
      return { table: 'clients', put: [], remove: [id] };
    },
  });
  return id;
}

/**
 * SPEC 7 POST /user/addresses/ (JSON): appended to the client's addresses at once. A client made
 * offline is named by its temporary id; the replayer rewrites it once the client exists.
 */
export async function addAddress(client: Id, input: AddressFormValues): Promise<Id> {
  // The client may have reached the server since the form opened: use its server id then.
  const clientId = isTempId(client) ? ((await db.idMap.get(client))?.serverId ?? client) : client;
  const id = tempId();
  await enqueue({
    action: ACTIONS.createAddress,
    table: 'clients',
    recordId: id,
    method: 'POST',
    path: '/user/addresses/',
    body: { kind: 'json', value: { user: clientId, ...input } },
    label: { key: 'catalogue:outbox.createAddress', values: { city: input.city } },
    onSuccess: { op: 'nested', table: 'clients', parentId: clientId, field: 'addresses' },
    optimistic: async () => {
      const client = await db.clients.get(clientId);
      if (!client) throw new Error(`Client ${clientId} is not in the mirror`);
      const address: Address = { id, user: clientId, ...input };
      await db.clients.put({ ...client, addresses: [...client.addresses, address] });
      return { table: 'clients', put: [client], remove: [] };
    },
  });
  return id;
}
