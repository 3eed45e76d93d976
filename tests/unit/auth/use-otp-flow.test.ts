import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyLoginCode } from '../../../src/features/auth/api/auth-api';
import { RESEND_AFTER_S, useOtpFlow } from '../../../src/features/auth/hooks/use-otp-flow';

const user = { id: 1, email: 'demo@lab.test', first_name: 'Dana' };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

afterEach(() => vi.unstubAllGlobals());

describe('the one-time code flow', () => {
  it('sends the code, then verifies it as multipart and hands the token on', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: init.body });
        if (url.endsWith('/auth/otp-login/')) return json(200, { message: 'sent' });
        return json(200, { message: 'Signed in.', data: user, token: 'tok' });
      }),
    );
    const onVerified = vi.fn(async () => undefined);
    const { result } = renderHook(() => useOtpFlow(verifyLoginCode, onVerified));

    await act(() => result.current.send(' demo@lab.test '));
    expect(result.current.state.isSentOTP).toBe(true);
    expect(result.current.resendIn).toBeGreaterThan(RESEND_AFTER_S - 2);
    expect(sent[0]?.body).toBe('{"email":"demo@lab.test"}');

    await act(() => result.current.verify('246810'));
    const form = sent[1]?.body as FormData;
    expect(form.get('email')).toBe('demo@lab.test');
    expect(form.get('otp')).toBe('246810');
    expect(onVerified).toHaveBeenCalledWith({ user, token: 'tok' });
    expect(result.current.state).toMatchObject({
      isSentOTP: false,
      isAuthenticated: true,
      token: 'tok',
      userData: user,
      loading: false,
    });
  });

  it("shows the server's message for a wrong code and stays on the code step", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/auth/otp-login/')
          ? json(200, {})
          : json(400, { message: 'Invalid code. Please check it and try again.' }),
      ),
    );
    const { result } = renderHook(() => useOtpFlow(verifyLoginCode, async () => undefined));
    await act(() => result.current.send('demo@lab.test'));
    await act(() => result.current.verify('000000'));
    expect(result.current.state).toMatchObject({
      isSentOTP: true,
      isAuthenticated: false,
      error: 'Invalid code. Please check it and try again.',
    });
  });

  it("falls back to the transport message, then to 'Something went wrong'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useOtpFlow(verifyLoginCode, async () => undefined));
    await act(() => result.current.send('demo@lab.test'));
    expect(result.current.state).toMatchObject({ isSentOTP: false, error: 'Failed to fetch' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {})),
    );
    await act(() => result.current.send('demo@lab.test'));
    expect(result.current.state.error).toBe('Something went wrong');
  });
});
