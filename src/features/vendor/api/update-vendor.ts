import { db, type MetaRow } from '../../../db/db';
import type { Lab } from '../../../db/types';
import { partsFrom } from '../../../lib/http';
import { ACTIONS } from '../../../sync/actions';
import { enqueue } from '../../../sync/outbox';

/** Where the lab as it was before a queued change waits, to put back if the server refuses it. */
export const beforeKey = (seq: number) => `vendor:before:${seq}`;

/** The lab's editable text fields. */
export type VendorTextField = 'name' | 'first_name' | 'last_name' | 'phone' | 'address' | 'about';

export interface VendorChange {
  fields: Partial<Record<VendorTextField, string>>;
  /** A new profile image; kept as a Blob in the outbox row until it is sent. */
  image?: Blob | undefined;
}

/**
 * Queues PATCH /labs/{id}/ (multipart) and shows the change at once in the session's vendor.
 * The image appears once the server has stored it (it answers the lab with the new URL).
 */
export async function updateVendor(vendor: Lab, change: VendorChange): Promise<number> {
  let before: Lab | null = null;
  const seq = await enqueue({
    action: ACTIONS.updateVendor,
    table: 'lab',
    recordId: vendor.id,
    method: 'PATCH',
    path: `/labs/${vendor.id}/`,
    body: {
      kind: 'multipart',
      parts: partsFrom({ ...change.fields, profile_image: change.image }),
    },
    label: { key: 'account:outbox.updateVendor', values: { name: vendor.name } },
    onSuccess: { op: 'vendor' },
    optimistic: async () => {
      const session = await db.session.get('current');
      if (session?.vendor) {
        before = session.vendor;
        await db.session.put({ ...session, vendor: { ...session.vendor, ...change.fields } });
      }
      return null;
    },
  });
  if (before) await db.meta.put({ key: beforeKey(seq), value: before } satisfies MetaRow);
  return seq;
}

/** The server refused the change: put the lab back as it was, if nothing newer replaced it. */
export async function restoreVendor(seq: number): Promise<void> {
  await db.transaction('rw', [db.session, db.meta, db.outbox], async () => {
    const saved = await db.meta.get(beforeKey(seq));
    const session = await db.session.get('current');
    const newer = await db.outbox
      .filter((r) => r.table === 'lab' && (r.seq ?? 0) > seq && r.status === 'pending')
      .count();
    if (saved && session && newer === 0) {
      await db.session.put({ ...session, vendor: saved.value as Lab });
    }
    await db.meta.delete(beforeKey(seq));
  });
}

export async function forgetBefore(seq: number): Promise<void> {
  await db.meta.delete(beforeKey(seq));
}
