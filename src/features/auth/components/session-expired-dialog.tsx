import { lazy, Suspense } from 'react';
import { useSession } from '../hooks/use-session';
import { useSessionExpiry } from '../hooks/use-session-expiry';

const ExpiredDialog = lazy(() =>
  import('./expired-dialog').then((m) => ({ default: m.ExpiredDialog })),
);

/**
 * The server refused the token (401): the outbox is paused with every change kept. The same
 * vendor signs in again with a code, or signs out (which discards the unsent changes).
 */
export function SessionExpiredDialog() {
  useSessionExpiry();
  const session = useSession();
  if (session?.expired !== true) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredDialog session={session} />
    </Suspense>
  );
}
