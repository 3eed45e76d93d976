import { Alert, Button } from '@mui/material';
import { useTranslation } from '../lib/use-translation';
import { WithTheme } from '../theme/theme-frame';

/** The storage notice itself, beside the routes; its own chunk, with the theme. */
export function StorageAlert(props: { reason: Reason }) {
  return (
    <WithTheme>
      <StorageMessage {...props} />
    </WithTheme>
  );
}

type Reason = 'versionchange' | 'timeout' | 'unavailable' | 'quota';

/** A newer version in another tab offers a reload. */
function StorageMessage({ reason }: { reason: Reason }) {
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
