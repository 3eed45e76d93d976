import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { useSession } from '../features/auth/hooks/use-session';

/** SPEC 2: protected routes send an unauthenticated visitor to /login. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session === undefined)
    return <LoadingState sx={{ minHeight: '100vh', alignItems: 'center' }} />;
  if (session === null) return <Navigate to="/login" replace />;
  return children;
}

/** SPEC 2: public routes send an authenticated user to /. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session === undefined)
    return <LoadingState sx={{ minHeight: '100vh', alignItems: 'center' }} />;
  if (session) return <Navigate to="/" replace />;
  return children;
}
