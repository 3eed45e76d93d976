import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../../db/db';
import type { VendorFormKind } from '../lib/vendor-form';

export interface Draft<T> {
  fields: Partial<T>;
  image?: Blob | undefined;
}

const draftKey = (kind: VendorFormKind) => `vendor:draft:${kind}`;

/**
 * The unsaved edits of a vendor form, kept in the `meta` table of the `root` database so that a
 * reload or a crash mid-edit loses nothing; wiped with everything else at sign-out.
 */
export function useVendorDraft<T>(kind: VendorFormKind) {
  const [loaded, setLoaded] = useState<Draft<T> | null>(null);
  const latest = useRef<Draft<T>>({ fields: {} });

  useEffect(() => {
    let live = true;
    void db.meta
      .get(draftKey(kind))
      .catch(() => undefined)
      .then((row) => {
        if (!live) return;
        const draft = (row?.value as Draft<T> | undefined) ?? { fields: {} };
        latest.current = draft;
        setLoaded(draft);
      });
    return () => {
      live = false;
    };
  }, [kind]);

  const save = useCallback(
    (draft: Draft<T>) => {
      latest.current = draft;
      void db.meta.put({ key: draftKey(kind), value: draft }).catch(() => undefined);
    },
    [kind],
  );

  const clear = useCallback(async () => {
    latest.current = { fields: {} };
    await db.meta.delete(draftKey(kind)).catch(() => undefined);
  }, [kind]);

  return { loaded, save, clear };
}
