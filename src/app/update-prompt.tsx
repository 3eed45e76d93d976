import { PlainButton } from '../components/plain/button';
import { useSnackbar } from '../components/snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { registrationTime } from './registration-time';

/**
 * Lets the waiting worker take over, then reloads into it. workbox-window reloads by itself only
 * when the page had a controller as it registered: a first visit that the worker took over later,
 * left open on the counter until a deployment, would otherwise stay on the old version for good.
 */
function reloadIntoWaiting(update: (reload: boolean) => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void update(true);
}

/** Registers the one service worker (registrationTime); a new version waits for the vendor. */
export function UpdatePrompt() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let mounted = true;
    void registrationTime().then(() => mounted && setDue(true));
    return () => {
      mounted = false;
    };
  }, []);
  return due ? <RegisteredUpdatePrompt /> : null;
}

/** A new version waits until the vendor chooses to reload. */
function RegisteredUpdatePrompt() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // workbox-window registers after the page's load event, at once when it has passed.
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
        <PlainButton
          className="ld-button--inherit"
          onClick={() => reloadIntoWaiting(updateServiceWorker)}
        >
          {t('update.reload')}
        </PlainButton>
      ),
    });
  }, [needRefresh, enqueueSnackbar, t, updateServiceWorker]);

  return null;
}
