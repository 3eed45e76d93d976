import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import { Badge, Box, Button, Divider, IconButton, Popover, Typography } from '@mui/material';
import { formatDistance } from 'date-fns';
import { de, enUS } from 'date-fns/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailedRows, useLastSyncedAt, usePendingCount } from '../../sync/hooks';
import { requestReplay } from '../../sync/replay';
import { useOnline } from '../../sync/use-online';
import { SyncFailedList } from './sync-failed-list';
import { useSyncSnackbars } from './use-sync-snackbars';

/** Online/offline, rows waiting and refused rows (ARCHITECTURE data flow 4), in the header. */
export function SyncStatus() {
  const { t, i18n } = useTranslation('sync');
  const online = useOnline();
  const pending = usePendingCount();
  const failed = useFailedRows();
  const lastSynced = useLastSyncedAt();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useSyncSnackbars(failed);

  const failedCount = failed?.length ?? 0;
  const waiting = pending ?? 0;
  const state = !online ? t('status.offline') : t('status.online');
  const icon = !online ? (
    <CloudOffOutlined />
  ) : failedCount > 0 ? (
    <SyncProblemOutlined color="error" />
  ) : waiting > 0 ? (
    <CloudSyncOutlined />
  ) : (
    <CloudDoneOutlined />
  );
  const locale = i18n.language.startsWith('de') ? de : enUS;
  const summary = waiting > 0 ? t('status.waiting', { count: waiting }) : t('status.allSent');

  return (
    <>
      <IconButton
        aria-label={`${t('status.open', { state })}. ${summary}`}
        aria-haspopup="dialog"
        data-testid="sync-status"
        data-online={online ? 'true' : 'false'}
        data-pending={waiting}
        data-failed={failedCount}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <Badge
          badgeContent={failedCount > 0 ? failedCount : waiting}
          color={failedCount > 0 ? 'error' : 'info'}
          max={99}
        >
          {icon}
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ p: 2 }} role="status">
          <Typography variant="subtitle2">{state}</Typography>
          <Typography variant="body2" data-testid="sync-waiting">
            {summary}
          </Typography>
          <Typography variant="caption" color="text.secondary">
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
        <SyncFailedList rows={failed ?? []} />
      </Popover>
    </>
  );
}
