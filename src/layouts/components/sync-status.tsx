import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import { Badge, Box, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyAnchor } from '../../components/use-lazy-anchor';
import { visuallyHidden } from '../../theme/visually-hidden';
import { useFailedRows, usePendingCount } from '../../sync/hooks';
import { useOnline } from '../../sync/use-online';
import { useSyncSnackbars } from './use-sync-snackbars';

// The panel (dates, the refused list) loads when first opened.
const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));

/** Online/offline, rows waiting and refused rows (ARCHITECTURE data flow 4), in the header. */
export function SyncStatus() {
  const { t } = useTranslation('sync');
  const online = useOnline();
  const pending = usePendingCount();
  const failed = useFailedRows();
  const panel = useLazyAnchor();
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
  // What the badge shows comes first: the refused changes while there are any, then the waiting.
  const summary =
    [
      ...(failedCount > 0 ? [t('status.refused', { count: failedCount })] : []),
      ...(waiting > 0 ? [t('status.waiting', { count: waiting })] : []),
    ].join('. ') || t('status.allSent');
  // Said to screen readers when it changes, not when the header first draws (WCAG 4.1.3): a
  // change waiting, sent, refused, without moving the focus.
  const [last, setLast] = useState(summary);
  const [said, setSaid] = useState('');
  if (summary !== last) {
    setLast(summary);
    setSaid(summary);
  }

  return (
    <>
      <IconButton
        aria-label={`${t('status.open', { state })}. ${summary}`}
        aria-haspopup="dialog"
        data-testid="sync-status"
        data-online={online ? 'true' : 'false'}
        data-pending={waiting}
        data-failed={failedCount}
        onClick={panel.open}
        sx={{ width: 44, height: 44 }}
      >
        {/* No count at all while nothing waits: a hidden "0" would still be the button's text. */}
        <Badge
          badgeContent={(failedCount > 0 ? failedCount : waiting) || undefined}
          color={failedCount > 0 ? 'error' : 'info'}
          max={99}
        >
          {icon}
        </Badge>
      </IconButton>
      <Box component="span" role="status" data-sync-said sx={visuallyHidden}>
        {said}
      </Box>
      {panel.opened && (
        <Suspense fallback={null}>
          <SyncPanel
            anchor={panel.anchor}
            onClose={panel.close}
            online={online}
            state={state}
            summary={summary}
            waiting={waiting}
            failed={failed ?? []}
          />
        </Suspense>
      )}
    </>
  );
}
