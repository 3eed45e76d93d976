import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenResult } from '../db/open';

/**
 * Says plainly when the offline store could not be opened (private mode, quota, a newer version
 * in another tab): the app still works online.
 */
export function StorageNotice({ storage }: { storage: OpenResult }) {
  const { t } = useTranslation();
  const [upgrade, setUpgrade] = useState(false);

  useEffect(() => {
    const onChange = () => setUpgrade(true);
    window.addEventListener('db-versionchange', onChange);
    return () => window.removeEventListener('db-versionchange', onChange);
  }, []);

  if (upgrade) {
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
  if (storage.ok) return null;
  return <Alert severity="warning">{t(`storage.${storage.reason}`)}</Alert>;
}
