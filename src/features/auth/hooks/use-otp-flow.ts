import { useCallback, useReducer, useRef, useState } from 'react';
import { generalMessage } from '../../../lib/errors';
import { sendCode, type LoginAnswer } from '../api/auth-api';
import { authReducer, initialAuthState, type AuthState } from '../lib/auth-reducer';
import { useCountdown } from './use-countdown';

/** Seconds before a new code may be asked for. */
export const RESEND_AFTER_S = 30;

export interface OtpFlow {
  state: AuthState;
  email: string;
  resendIn: number;
  send: (email: string) => Promise<void>;
  resend: () => Promise<void>;
  verify: (otp: string) => Promise<void>;
  changeEmail: () => void;
  fail: (error: string) => void;
}

/**
 * E-mail, then one-time code: the steps the login, the sign-up and the session-expired dialog
 * share. `verifyCall` checks the code; `onVerified` finishes (stores the session, navigates) and
 * may throw, which shows as the failed login of SPEC 4.
 */
export function useOtpFlow(
  verifyCall: (email: string, otp: string) => Promise<LoginAnswer>,
  onVerified: (answer: LoginAnswer) => Promise<void>,
  initialEmail = '',
): OtpFlow {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [email, setEmail] = useState(initialEmail);
  const { left, start } = useCountdown();
  const busy = useRef(false);

  const send = useCallback(
    async (to: string) => {
      if (busy.current) return;
      busy.current = true;
      const address = to.trim();
      setEmail(address);
      dispatch({ type: 'sendStart' });
      try {
        await sendCode(address);
        dispatch({ type: 'sendSuccess' });
        start(RESEND_AFTER_S);
      } catch (err) {
        dispatch({ type: 'sendFailure', error: generalMessage(err) });
      } finally {
        busy.current = false;
      }
    },
    [start],
  );

  const verify = useCallback(
    async (otp: string) => {
      if (busy.current) return;
      busy.current = true;
      dispatch({ type: 'verifyStart' });
      try {
        const answer = await verifyCall(email, otp.trim());
        await onVerified(answer);
        dispatch({ type: 'loginSuccess', user: answer.user, token: answer.token });
      } catch (err) {
        dispatch({ type: 'loginFailure', error: generalMessage(err) });
      } finally {
        busy.current = false;
      }
    },
    [email, verifyCall, onVerified],
  );

  return {
    state,
    email,
    resendIn: left,
    send,
    resend: () => send(email),
    verify,
    changeEmail: () => dispatch({ type: 'changeEmail' }),
    fail: (error) => dispatch({ type: 'loginFailure', error }),
  };
}
