import { useSnackbar } from '../../components/snackbar';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { OutboxRow } from '../../db/db';
import { onStorageFull } from '../../sync/outbox';
import { useChangeLabel } from './use-change-label';

/**
 * A refused change must reach the person: each row that turns `failed` while the app is open
 * shows a snackbar once; so does a change that could not be stored for lack of space.
 */
export function useSyncSnackbars(failed: OutboxRow[] | undefined): void {
  const { t } = useTranslation('sync');
  const { enqueueSnackbar } = useSnackbar();
  const labelOf = useChangeLabel();
  const seen = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (!failed) return;
    const keys = failed.map((r) => r.seq ?? 0);
    if (seen.current === null) {
      // Refusals from before this page load are in the list already; only new ones pop up.
      seen.current = new Set(keys);
      return;
    }
    for (const row of failed) {
      const seq = row.seq ?? 0;
      if (seen.current.has(seq)) continue;
      seen.current.add(seq);
      enqueueSnackbar(t('refused', { change: labelOf(row), message: row.lastError ?? '' }), {
        variant: 'error',
      });
    }
    seen.current = new Set(keys.filter((k) => seen.current?.has(k)));
  }, [failed, enqueueSnackbar, labelOf, t]);

  useEffect(
    () => onStorageFull(() => enqueueSnackbar(t('storageFull'), { variant: 'error' })),
    [enqueueSnackbar, t],
  );
}
