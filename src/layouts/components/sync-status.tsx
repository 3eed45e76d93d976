import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../components/plain/badge';
import { Icon } from '../../components/plain/icons';
import { useLazyAnchor } from '../../components/use-lazy-anchor';
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
    <Icon name="cloudOff" />
  ) : failedCount > 0 ? (
    <Icon name="syncProblem" className="ld-icon--error" />
  ) : waiting > 0 ? (
    <Icon name="cloudSync" />
  ) : (
    <Icon name="cloudDone" />
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
      <button
        type="button"
        className="ld-icon-button"
        aria-label={`${t('status.open', { state })}. ${summary}`}
        aria-haspopup="dialog"
        data-testid="sync-status"
        data-online={online ? 'true' : 'false'}
        data-pending={waiting}
        data-failed={failedCount}
        onClick={panel.open}
      >
        <Badge
          count={failedCount > 0 ? failedCount : waiting}
          tone={failedCount > 0 ? 'error' : 'info'}
        >
          {icon}
        </Badge>
      </button>
      <span role="status" data-sync-said className="ld-visually-hidden">
        {said}
      </span>
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
