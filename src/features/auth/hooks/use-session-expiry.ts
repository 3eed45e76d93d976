import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../../../lib/http';
import { markSessionExpired } from '../api/complete-sign-in';

/** While mounted, a 401 on a vendor call marks the session expired (the dialog then asks). */
export function useSessionExpiry(): void {
  useEffect(() => {
    setUnauthorizedHandler((token) => void markSessionExpired(token));
    return () => setUnauthorizedHandler(undefined);
  }, []);
}
