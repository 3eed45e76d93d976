import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation';
import { db } from '../db/db';
import { useDateLocale } from '../lib/date-locale';
import { onIdle } from '../lib/idle';
import { captureSnapshot } from '../lib/snapshot-capture';
import {
  layoutBand,
  localDay,
  SNAPSHOT_VERSION,
  writeSnapshot,
  type SnapshotScreen,
} from '../lib/snapshot';

/** How long the capture waits for an idle moment at most. */
const CAPTURE_TIMEOUT_MS = 5000;

/**
 * How long what a screen shows stays the same before it is taken: a catch-up's pages, a first
 * pull's, change a screen every few hundred milliseconds for seconds, and each capture is a few
 * tens of milliseconds of a phone's thread. Changes that never pause are taken CAPTURE_MAX_WAIT_MS
 * after the first of them at the latest.
 */
const CAPTURE_QUIET_MS = 1_500;
const CAPTURE_MAX_WAIT_MS = 10_000;

/**
 * Keeps the snapshot of `screen` (src/lib/snapshot.ts) up to date: whenever what it shows changes
 * (`shown`), once it has stayed the same for a moment (CAPTURE_QUIET_MS) and the browser is idle,
 * it is taken from the page as drawn and stored, for the signed-in vendor only. The screen marks
 * what the snapshot keeps (src/lib/snapshot-capture.ts).
 */
export function useSnapshot(screen: SnapshotScreen, ready: boolean, shown: unknown): void {
  const { t, i18n } = useTranslation('common');
  const locale = useDateLocale();
  /** When the oldest change not yet taken came. */
  const pendingSince = useRef<number | null>(null);
  useEffect(() => {
    if (!ready) return undefined;
    let dropped = false;
    const take = async () => {
      const root = document.getElementById('root');
      if (!root) return;
      const now = new Date();
      const place = { screen, search: window.location.search, band: layoutBand() };
      const taken = await captureSnapshot(
        root,
        t('states.asOf', { time: format(now, 'p', { locale }) }),
      );
      // What the cards show changed meanwhile (a newer capture follows), or the screen is gone.
      if (!taken || dropped) return;
      // A sign-out (perhaps in another tab) may have come in between: only a live session's.
      void db.session
        .get('current')
        .then((session) => {
          if (!session) return;
          writeSnapshot({
            v: SNAPSHOT_VERSION,
            at: now.getTime(),
            day: localDay(now),
            lang: i18n.language,
            ...place,
            ...taken,
          });
        })
        .catch(() => undefined);
    };
    const start = () => {
      pendingSince.current = null;
      void take().catch(() => undefined);
    };
    const since = (pendingSince.current ??= Date.now());
    let cancelIdle = () => undefined as void;
    const quiet = setTimeout(
      () => {
        cancelIdle = onIdle(start, CAPTURE_TIMEOUT_MS, 0);
      },
      Math.max(0, Math.min(CAPTURE_QUIET_MS, since + CAPTURE_MAX_WAIT_MS - Date.now())),
    );
    return () => {
      dropped = true;
      clearTimeout(quiet);
      cancelIdle();
    };
  }, [screen, ready, shown, t, i18n.language, locale]);
}
