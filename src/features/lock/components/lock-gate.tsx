import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { i18n } from '../../../lib/i18n';
import { useIdleLock } from '../hooks/use-idle-lock';
import { usePersonGone } from '../hooks/use-person-gone';
import { useLock } from '../../../sync/use-device-lock';
import type { LockScreenProps } from './lock-screen';

/**
 * The lock screen's code (the PIN pad, the people, the unlocks and the seal) loads when the
 * device locks, not with every signed-in screen: the worker has it precached, so it comes at
 * once, offline too, and nothing of the vendor's is drawn meanwhile.
 */
const LockScreen = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreen })));

interface LockGateProps extends Omit<LockScreenProps, 'lock'> {
  children: ReactNode;
}

/**
 * The signed-in screens, or instead of them the lock screen: locked, they are not rendered at all,
 * so none of the vendor's data is in the page. Until the lock is read nothing is shown (main.tsx
 * reads it before the first render, so that is only ever a moment).
 */
export function LockGate({ children, ...screen }: LockGateProps) {
  const lock = useLock();
  useIdleLock(lock);
  usePersonGone(lock);
  // The lock screen's words arrive before the idle time runs out, not when it does.
  useEffect(() => {
    i18n.loadNamespaces('lock').catch(() => undefined);
  }, []);

  const waiting = <LoadingState sx={{ minHeight: '100vh', alignItems: 'center' }} />;
  if (lock === undefined) return waiting;
  if (lock?.locked) {
    return (
      <Suspense fallback={waiting}>
        <LockScreen lock={lock} {...screen} />
      </Suspense>
    );
  }
  return children;
}
