import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PlainLoading } from '../components/plain/spinner';
import { useSession } from '../features/auth/hooks/use-session';

/** SPEC 2: protected routes send an unauthenticated visitor to /login. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session === undefined) return <PlainLoading page />;
  if (session === null) return <Navigate to="/login" replace />;
  return children;
}

/** SPEC 2: public routes send an authenticated user to /. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session === undefined) return <PlainLoading page />;
  if (session) return <Navigate to="/" replace />;
  return children;
}
