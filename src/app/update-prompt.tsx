import { PlainButton } from '../components/plain/button';
import { useSnackbar } from '../components/snackbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the one service worker; a new version waits until the vendor chooses to reload. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // Registers after the page's load event (workbox-window waits for it): precaching the whole
  // app (about 2 MB) must not compete with the first screen for a weak network.
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: false });

  useEffect(() => {
    if (!needRefresh) return;
    enqueueSnackbar(t('update.available'), {
      variant: 'info',
      persist: true,
      preventDuplicate: true,
      action: () => (
        <PlainButton className="ld-button--inherit" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </PlainButton>
      ),
    });
  }, [needRefresh, enqueueSnackbar, t, updateServiceWorker]);

  return null;
}
