import { useCallback, useReducer, useRef } from 'react';
import { generalMessage } from '../../../lib/errors';
import { passwordLogin } from '../api/auth-api';
import { authReducer, initialAuthState, type AuthState } from '../lib/auth-reducer';
import { useFinishSignIn } from './use-login';

export interface PasswordLogin {
  state: AuthState;
  signIn: (email: string, password: string) => Promise<void>;
}

/**
 * /login with a password: POST /auth/password/login/, then the same finish as the code login.
 * A refusal shows as the failed login of SPEC 4, in SPEC 8's login words.
 */
export function usePasswordLogin(): PasswordLogin {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const finish = useFinishSignIn();
  const busy = useRef(false);
  const signIn = useCallback(
    async (email: string, password: string) => {
      if (busy.current) return;
      busy.current = true;
      dispatch({ type: 'verifyStart' });
      try {
        const answer = await passwordLogin(email, password);
        await finish(answer);
        dispatch({ type: 'loginSuccess', user: answer.user, token: answer.token });
      } catch (err) {
        dispatch({ type: 'loginFailure', error: generalMessage(err) });
      } finally {
        busy.current = false;
      }
    },
    [finish],
  );
  return { state, signIn };
}
