import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The storage notice itself; a newer version in another tab offers a reload. */
export function StorageAlert({
  reason,
}: {
  reason: 'versionchange' | 'timeout' | 'unavailable' | 'quota';
}) {
  const { t } = useTranslation();
  if (reason === 'versionchange') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('update.reload')}
          </Button>
        }
      >
        {t('storage.versionchange')}
      </Alert>
    );
  }
  return <Alert severity="warning">{t(`storage.${reason}`)}</Alert>;
}
