import { db } from '../../../db/db';
import type { Id, Service, SubCategory } from '../../../db/types';
import { partsFrom } from '../../../lib/http';
import { ACTIONS } from '../../../sync/actions';
import { enqueue, NotSignedInError, tempId } from '../../../sync/outbox';
import { subCategoryKey, type ServiceInput, type ServiceTypeInput } from '../lib/service-form';

/** SPEC 7 POST /lab-test-types/ {name, lab}: appended at once with a temporary id. */
export async function addSubCategory(name: string): Promise<Id> {
  const session = await db.session.get('current');
  if (!session?.vendor) throw new NotSignedInError();
  const lab = session.vendor.id;
  const id = tempId();
  await enqueue({
    action: ACTIONS.createSubCategory,
    table: 'subCategories',
    recordId: id,
    method: 'POST',
    path: '/lab-test-types/',
    body: { kind: 'json', value: { name, lab } },
    label: { key: 'catalogue:outbox.createSubCategory', values: { name } },
    onSuccess: { op: 'put', table: 'subCategories' },
    optimistic: async () => {
      const sub: SubCategory = { id, key: subCategoryKey(name), name, lab, items: [] };
      await db.subCategories.add(sub);
      return { table: 'subCategories', put: [], remove: [id] };
    },
  });
  return id;
}

async function parentOf(subCategoryId: Id): Promise<SubCategory> {
  const sub = await db.subCategories.get(subCategoryId);
  if (!sub) throw new Error(`Sub-category ${subCategoryId} is not in the mirror`);
  return sub;
}

/**
 * SPEC 7 PATCH /services/{serviceId}/ (multipart + image). SPEC 4: the answer is merged into the
 * matching item of its sub-category. Returns the outbox row, whose end means success.
 */
export async function updateService(
  subCategoryId: Id,
  serviceId: Id,
  input: ServiceInput,
  image: File | null,
): Promise<number> {
  return enqueue({
    action: ACTIONS.updateService,
    table: 'subCategories',
    recordId: serviceId,
    method: 'PATCH',
    path: `/services/${serviceId}/`,
    body: { kind: 'multipart', parts: partsFrom({ ...input, image }) },
    label: { key: 'catalogue:outbox.updateService', values: { name: input.name } },
    onSuccess: { op: 'nested', table: 'subCategories', parentId: subCategoryId, field: 'items' },
    optimistic: async () => {
      const sub = await parentOf(subCategoryId);
      if (!sub.items.some((item) => item.id === serviceId)) {
        throw new Error(`Service ${serviceId} is not in sub-category ${subCategoryId}`);
      }
      const items = sub.items.map((item) => (item.id === serviceId ? { ...item, ...input } : item));
      await db.subCategories.put({ ...sub, items });
      return { table: 'subCategories', put: [sub], remove: [] };
    },
  });
}

/**
 * SPEC 7 POST /common/service-type/ (multipart {sub_category, test_type, name, price,
 * description} + image). SPEC 4: appended to the sub-category's items.
 */
export async function addServiceType(
  subCategoryId: Id,
  input: ServiceTypeInput,
  image: File | null,
): Promise<Id> {
  const id = tempId();
  await enqueue({
    action: ACTIONS.createServiceType,
    table: 'subCategories',
    recordId: id,
    method: 'POST',
    path: '/common/service-type/',
    body: {
      kind: 'multipart',
      parts: partsFrom({ sub_category: subCategoryId, ...input, image }),
    },
    label: { key: 'catalogue:outbox.createServiceType', values: { name: input.name } },
    onSuccess: { op: 'nested', table: 'subCategories', parentId: subCategoryId, field: 'items' },
    optimistic: async () => {
      const sub = await parentOf(subCategoryId);
      const item: Service = { id, sub_category: subCategoryId, ...input, image: null };
      await db.subCategories.put({ ...sub, items: [...sub.items, item] });
      return { table: 'subCategories', put: [sub], remove: [] };
    },
  });
  return id;
}
