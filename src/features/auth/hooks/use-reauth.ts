import { useCallback } from 'react';
import type { SessionRow } from '../../../db/db';
import { findVendor, verifyLoginCode, type LoginAnswer } from '../api/auth-api';
import { completeSignIn } from '../api/complete-sign-in';
import { useOtpFlow, type OtpFlow } from './use-otp-flow';

/** Signs the same vendor in again after a 401; the mirror and the outbox stay as they are. */
export function useReauth(session: SessionRow | null | undefined): OtpFlow {
  const email = session?.user.email ?? '';
  const onVerified = useCallback(async ({ user, token }: LoginAnswer) => {
    const vendor = await findVendor(token, user.email);
    await completeSignIn(user, token, vendor);
  }, []);
  return useOtpFlow(verifyLoginCode, onVerified, email);
}
