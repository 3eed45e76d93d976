import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { OutboxRow } from '../../db/db';

/** Words for a queued change: the feature's own label, else the action's name in sync.json. */
export function useChangeLabel(): (row: OutboxRow) => string {
  const { t, i18n } = useTranslation('sync');
  return useCallback(
    (row: OutboxRow) => {
      const fallback = i18n.exists(`sync:actions.${row.action}`)
        ? t(`actions.${row.action}`)
        : t('actions.other');
      if (!row.label.key || !i18n.exists(row.label.key, { ns: 'sync' })) return fallback;
      return t(row.label.key, { ...row.label.values, defaultValue: fallback });
    },
    [t, i18n],
  );
}
