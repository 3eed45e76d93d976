import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { findVendor, verifyLoginCode, type LoginAnswer } from '../api/auth-api';
import { storeSignIn } from '../api/store-sign-in';
import { useOtpFlow, type OtpFlow } from './use-otp-flow';

/** What the sign-up's second step needs when a signed-in e-mail has no lab yet. */
export interface PendingSignup {
  token: string;
  user: LoginAnswer['user'];
}

/**
 * What follows an accepted code or password on /login: the lab found by e-mail in GET /labs and
 * the session stored, then the dashboard. An e-mail without a lab goes on to the lab's details
 * on /signup.
 */
export function useFinishSignIn(): (answer: LoginAnswer) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async ({ user, token }: LoginAnswer) => {
      const vendor = await findVendor(token, user.email);
      if (!vendor) {
        const pending: PendingSignup = { token, user };
        await navigate('/signup', { state: { pending } });
        return;
      }
      await storeSignIn(user, token, vendor);
      await navigate('/', { replace: true });
    },
    [navigate],
  );
}

/** The /login flow with a code by e-mail. */
export function useLogin(): OtpFlow {
  return useOtpFlow(verifyLoginCode, useFinishSignIn());
}
