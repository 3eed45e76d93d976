import { Box, Button, Divider, Typography } from '@mui/material';
import { formatDistance } from 'date-fns';
import { de, enUS } from 'date-fns/locale';
import { useTranslation } from '../../lib/use-translation';
import { HeaderPopover } from '../../components/header-popover';
import type { OutboxRow } from '../../db/db';
import { useLastSyncedAt, useSyncModeLabel } from '../../sync/hooks';
import { requestReplay } from '../../sync/replay';
import { SyncFailedList } from './sync-failed-list';

interface SyncPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  online: boolean;
  state: string;
  summary: string;
  waiting: number;
  failed: OutboxRow[];
}

/** What the sync status button opens; its own chunk, loaded when first opened. */
export function SyncPanel({
  anchor,
  onClose,
  online,
  state,
  summary,
  waiting,
  failed,
}: SyncPanelProps) {
  const { t, i18n } = useTranslation('sync');
  const lastSynced = useLastSyncedAt();
  const mode = useSyncModeLabel(online);
  const locale = i18n.language.startsWith('de') ? de : enUS;
  const failedCount = failed.length;
  return (
    <HeaderPopover
      anchor={anchor}
      onClose={onClose}
      paper={{ sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } }}
    >
      <Box sx={{ p: 2 }} role="status">
        <Typography variant="subtitle2">{state}</Typography>
        <Typography variant="body2" data-testid="sync-waiting">
          {summary}
        </Typography>
        {mode && (
          <Typography variant="body2" data-testid="sync-mode" data-mode={mode}>
            {t(`status.mode.${mode}`)}
          </Typography>
        )}
        <Typography variant="caption" color="textSecondary">
          {lastSynced
            ? t('status.lastSynced', {
                time: formatDistance(lastSynced, Date.now(), { addSuffix: true, locale }),
              })
            : t('status.neverSynced')}
        </Typography>
      </Box>
      {waiting > 0 && online && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            variant="outlined"
            size="small"
            sx={{ minHeight: 44 }}
            onClick={() => requestReplay({ force: true })}
          >
            {t('status.syncNow')}
          </Button>
        </Box>
      )}
      {failedCount > 0 && <Divider sx={{ borderStyle: 'dashed', mb: 1.5 }} />}
      <SyncFailedList rows={failed} />
    </HeaderPopover>
  );
}
