import { Alert } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { QueuedState } from '../hooks/use-queued-change';
import type { VendorState } from '../lib/vendor-state';

/** What happened to the last save: refused (with the server's words), sending, or saved. */
export function SaveStatus<T>({ state, queued }: { state: VendorState<T>; queued: QueuedState }) {
  const { t } = useTranslation('account');
  if (state.error) {
    return (
      <Alert severity="error" role="alert">
        {state.error}
      </Alert>
    );
  }
  if (!state.isSuccess) return null;
  return (
    <Alert severity="success" role="status">
      {queued.state === 'sending' ? t('save.queued') : t('save.done')}
    </Alert>
  );
}
