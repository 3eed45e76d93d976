import type { User } from '../../../db/types';

/**
 * SPEC 3 auth state. What persists (user, token) lives in the session row of the `root`
 * database; this reducer tracks a sign-in in progress on one screen.
 */
export interface AuthState {
  userData: User | null;
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isSentOTP: boolean;
  loading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  userData: null,
  user: null,
  token: null,
  isAuthenticated: false,
  isSentOTP: false,
  loading: false,
  error: null,
};

export type AuthAction =
  | { type: 'sendStart' }
  | { type: 'sendSuccess' }
  | { type: 'sendFailure'; error: string }
  | { type: 'verifyStart' }
  | { type: 'loginSuccess'; user: User; token: string }
  | { type: 'loginFailure'; error: string }
  | { type: 'changeEmail' }
  | { type: 'logout' };

/** SPEC 4 auth transitions; loading is set at a request's start and cleared on either outcome. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sendStart':
    case 'verifyStart':
      return { ...state, loading: true, error: null };
    case 'sendSuccess':
      return { ...state, loading: false, isSentOTP: true };
    case 'sendFailure':
      return { ...state, loading: false, error: action.error };
    case 'loginSuccess':
      return {
        ...state,
        loading: false,
        error: null,
        isSentOTP: false,
        userData: action.user,
        user: action.user,
        token: action.token,
        isAuthenticated: true,
      };
    case 'loginFailure':
      return { ...state, loading: false, error: action.error, isAuthenticated: false };
    case 'changeEmail':
      return { ...state, isSentOTP: false, error: null };
    case 'logout':
      return initialAuthState;
  }
}
