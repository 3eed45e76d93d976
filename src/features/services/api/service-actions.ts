import { db } from '../../../db/db';
import type { Id } from '../../../db/types';
import { partsFrom } from '../../../lib/http';
import { ACTIONS } from '../../../sync/actions';
import { queueCreate } from '../../../sync/optimistic';
import { queueCreateIn, queueUpdateIn } from '../../../sync/optimistic-lists';
import { NotSignedInError } from '../../../sync/outbox';
import { subCategoryKey, type ServiceInput, type ServiceTypeInput } from '../lib/service-form';

/** SPEC 7 POST /lab-test-types/ {name, lab}: appended at once with a temporary id. */
export async function addSubCategory(name: string): Promise<Id> {
  const session = await db.session.get('current');
  if (!session?.vendor) throw new NotSignedInError();
  const lab = session.vendor.id;
  return queueCreate('subCategories', {
    action: ACTIONS.createSubCategory,
    path: '/lab-test-types/',
    body: { kind: 'json', value: { name, lab } },
    label: { key: 'catalogue:outbox.createSubCategory', values: { name } },
    record: (id) => ({ id, key: subCategoryKey(name), name, lab, items: [] }),
  });
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
  return queueUpdateIn('subCategories', subCategoryId, serviceId, {
    action: ACTIONS.updateService,
    method: 'PATCH',
    path: `/services/${serviceId}/`,
    body: { kind: 'multipart', parts: partsFrom({ ...input, image }) },
    label: { key: 'catalogue:outbox.updateService', values: { name: input.name } },
    change: (service) => ({ ...service, ...input }),
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
  return queueCreateIn('subCategories', subCategoryId, {
    action: ACTIONS.createServiceType,
    path: '/common/service-type/',
    body: {
      kind: 'multipart',
      parts: partsFrom({ sub_category: subCategoryId, ...input, image }),
    },
    label: { key: 'catalogue:outbox.createServiceType', values: { name: input.name } },
    item: (id) => ({ id, sub_category: subCategoryId, ...input, image: null }),
  });
}
