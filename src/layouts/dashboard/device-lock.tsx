import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { signOut } from '../../features/auth/api/sign-out';
import { useSession } from '../../features/auth/hooks/use-session';
import { LockGate } from '../../features/lock/components/lock-gate';
import { unregisterPush } from '../../features/push/api/unregister-push';
import { onSignOut } from '../../lib/sign-out-hooks';

const SignOutDialog = lazy(() =>
  import('../components/sign-out-dialog').then((m) => ({ default: m.SignOutDialog })),
);

/**
 * The header's push listener registers this sign-out step while it is on screen, and it is not
 * while locked: a sign-out from the lock screen must still delete this device's push token.
 */
function keepPushSignOut(): void {
  onSignOut(unregisterPush);
}

function wipe(): Promise<void> {
  keepPushSignOut();
  return signOut();
}

/** The shared tablet's lock (issue 17) around the signed-in layout, with the usual sign-out. */
export function DeviceLock({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const [asking, setAsking] = useState<number | null>(null);

  const askSignOut = (waiting: number) => {
    keepPushSignOut();
    if (waiting > 0) setAsking(waiting);
    else void signOut();
  };

  return (
    <>
      <LockGate
        labName={session?.vendor?.name || t('app.name')}
        ownerName={session?.vendor?.first_name || session?.user.first_name || ''}
        onWipe={wipe}
        onSignOut={askSignOut}
      >
        {children}
      </LockGate>
      {asking !== null && (
        <Suspense fallback={null}>
          <SignOutDialog open waiting={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </>
  );
}
