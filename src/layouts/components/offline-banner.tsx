import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../sync/use-online';

/** Says so when the network is gone; the app keeps working from the mirror and the outbox. */
export function OfflineBanner() {
  const { t } = useTranslation('sync');
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" variant="filled" role="status" sx={{ borderRadius: 0 }}>
      {t('banner.offline')}
    </Alert>
  );
}
