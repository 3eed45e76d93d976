import type { Rollback } from '../db/db';
import type { Address, Id, Service } from '../db/types';
import { currentId } from './id-swap';
import { enqueue, tempId } from './outbox';
import { fromCall, mirror, notInMirror, type Call, type UpdateCall } from './optimistic';

/** Mirror tables whose records hold a list of child records the API creates and changes one by one. */
interface ChildRecord {
  clients: Address;
  subCategories: Service;
}
type ParentTable = keyof ChildRecord;
const LIST_OF = { clients: 'addresses', subCategories: 'items' } as const;

/** Writes the parent with its list edited; the rollback puts the parent back as it was. */
async function editList<K extends ParentTable>(
  table: K,
  parentId: Id,
  edit: (list: ChildRecord[K][]) => ChildRecord[K][],
): Promise<Rollback> {
  const parent = await mirror(table).get(await currentId(parentId));
  if (!parent) throw notInMirror(table, parentId);
  const field = LIST_OF[table];
  const list = (parent as unknown as Record<string, ChildRecord[K][]>)[field] as ChildRecord[K][];
  await mirror(table).put({ ...parent, [field]: edit(list) });
  return { table, put: [parent], remove: [] };
}

/** POST of a child record (a client's address, a sub-category's service), appended at once. */
export async function queueCreateIn<K extends ParentTable>(
  table: K,
  parentId: Id,
  call: Call & { item: (id: string) => ChildRecord[K] },
): Promise<string> {
  const id = tempId();
  await enqueue({
    ...fromCall(call),
    table,
    recordId: id,
    method: 'POST',
    onSuccess: { op: 'nested', table, parentId, field: LIST_OF[table] },
    optimistic: () => editList(table, parentId, (list) => [...list, call.item(id)]),
  });
  return id;
}

/** PUT or PATCH of a child record; the server's answer is merged into it. */
export function queueUpdateIn<K extends ParentTable>(
  table: K,
  parentId: Id,
  id: Id,
  call: UpdateCall<ChildRecord[K]>,
): Promise<number> {
  return enqueue({
    ...fromCall(call),
    table,
    recordId: id,
    method: call.method,
    onSuccess: { op: 'nested', table, parentId, field: LIST_OF[table] },
    optimistic: async () => {
      const itemId = await currentId(id);
      return editList(table, parentId, (list) => {
        if (!list.some((item) => item.id === itemId)) {
          throw notInMirror(`${table} ${parentId}`, id);
        }
        return list.map((item) => (item.id === itemId ? call.change(item) : item));
      });
    },
  });
}
