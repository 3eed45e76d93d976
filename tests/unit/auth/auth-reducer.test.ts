import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from '../../../src/features/auth/lib/auth-reducer';

const user = { id: 7, email: 'demo@lab.test', first_name: 'Dana' };

describe('auth transitions (SPEC 4)', () => {
  it('sets loading at the start of sending a code and clears an old error', () => {
    const s = authReducer({ ...initialAuthState, error: 'old' }, { type: 'sendStart' });
    expect(s).toMatchObject({ loading: true, error: null });
  });

  it('sending a code sets isSentOTP', () => {
    const s = authReducer({ ...initialAuthState, loading: true }, { type: 'sendSuccess' });
    expect(s).toMatchObject({ isSentOTP: true, loading: false });
  });

  it('a failed send keeps isSentOTP false and stores the message', () => {
    const s = authReducer(
      { ...initialAuthState, loading: true },
      { type: 'sendFailure', error: 'Invalid input' },
    );
    expect(s).toMatchObject({ isSentOTP: false, loading: false, error: 'Invalid input' });
  });

  it('a successful login stores userData and token, sets isAuthenticated and resets isSentOTP', () => {
    let s = authReducer(initialAuthState, { type: 'sendSuccess' });
    s = authReducer(s, { type: 'verifyStart' });
    expect(s.loading).toBe(true);
    s = authReducer(s, { type: 'loginSuccess', user, token: 'tok' });
    expect(s).toEqual({
      userData: user,
      user,
      token: 'tok',
      isAuthenticated: true,
      isSentOTP: false,
      loading: false,
      error: null,
    });
  });

  it('a failed login sets isAuthenticated false and keeps the code step open', () => {
    let s = authReducer(initialAuthState, { type: 'sendSuccess' });
    s = authReducer(
      { ...s, isAuthenticated: true },
      { type: 'loginFailure', error: 'Invalid code.' },
    );
    expect(s).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'Invalid code.',
      isSentOTP: true,
    });
  });

  it('changing the e-mail goes back to the first step', () => {
    const s = authReducer(
      { ...initialAuthState, isSentOTP: true, error: 'x' },
      { type: 'changeEmail' },
    );
    expect(s).toMatchObject({ isSentOTP: false, error: null });
  });

  it('logout clears user, token and the flag', () => {
    const signedIn = authReducer(initialAuthState, { type: 'loginSuccess', user, token: 'tok' });
    expect(authReducer(signedIn, { type: 'logout' })).toEqual(initialAuthState);
  });
});
