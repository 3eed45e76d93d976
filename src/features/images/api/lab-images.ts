import { db } from '../../../db/db';
import type { LabImage } from '../../../db/types';
import type { FormPart } from '../../../lib/http';
import { ACTIONS } from '../../../sync/actions';
import { enqueue, isTempId, tempId } from '../../../sync/outbox';

/** A lab image as the mirror keeps it; one made on this device carries its file until uploaded. */
export interface LocalLabImage extends LabImage {
  preview?: Blob;
}

/**
 * Queues POST /lab-images/ (multipart `vendor` + one file `images` per picture). The pictures
 * show at once under temporary ids; the server's list replaces them when it answers.
 */
export async function addLabImages(vendorId: number, files: File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const ids = files.map(() => tempId());
  const parts: FormPart[] = [
    { name: 'vendor', value: String(vendorId) },
    ...files.map((file) => ({ name: 'images', value: file, filename: file.name })),
  ];
  const [first] = ids;
  if (first === undefined) return [];
  await enqueue({
    action: ACTIONS.addLabImages,
    table: 'labImages',
    recordId: first,
    method: 'POST',
    path: '/lab-images/',
    body: { kind: 'multipart', parts },
    label: { key: 'account:outbox.addLabImages', values: { count: files.length } },
    onSuccess: { op: 'putMany', table: 'labImages', tempIds: ids },
    optimistic: async () => {
      const records: LocalLabImage[] = files.map((file, i) => ({
        id: ids[i] ?? tempId(),
        vendor: vendorId,
        image: '',
        preview: file,
      }));
      await db.labImages.bulkPut(records);
      return { table: 'labImages', put: [], remove: ids };
    },
  });
  return ids;
}

/** Queues DELETE /lab-images/{id}/; the image disappears at once and comes back if refused. */
export async function deleteLabImage(image: LabImage): Promise<void> {
  if (isTempId(image.id)) throw new Error('An image still uploading cannot be deleted yet');
  await enqueue({
    action: ACTIONS.deleteLabImage,
    table: 'labImages',
    recordId: image.id,
    method: 'DELETE',
    path: `/lab-images/${image.id}/`,
    label: { key: 'account:outbox.deleteLabImage' },
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const before = await db.labImages.get(image.id);
      await db.labImages.delete(image.id);
      return { table: 'labImages', put: before ? [before] : [], remove: [] };
    },
  });
}
