import { Button } from '@mui/material';
import { useSnackbar } from '../components/snackbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the one service worker; a new version waits until the vendor chooses to reload. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  useEffect(() => {
    if (!needRefresh) return;
    enqueueSnackbar(t('update.available'), {
      variant: 'info',
      persist: true,
      preventDuplicate: true,
      action: () => (
        <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </Button>
      ),
    });
  }, [needRefresh, enqueueSnackbar, t, updateServiceWorker]);

  return null;
}
