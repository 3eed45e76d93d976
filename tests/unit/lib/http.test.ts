import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/errors';
import {
  apiRequest,
  partsFrom,
  setStaffSessionSource,
  setUnauthorizedHandler,
} from '../../../src/lib/http';

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  setStaffSessionSource(undefined);
});

describe('the staff session header', () => {
  const staffOf = (spy: ReturnType<typeof stubFetch>, call: number) =>
    (spy.mock.calls[call]?.[1]?.headers as Record<string, string>)['X-Staff-Session'];

  it('sends a change as whoever is unlocked, unless the caller names the person or none', async () => {
    const spy = stubFetch(async () => answer(200, { data: null }));
    setStaffSessionSource(() => 'staff-anna');
    await apiRequest('/auth/password/change/', { method: 'POST', token: 'abc' });
    await apiRequest('/bookings', { token: 'abc' });
    await apiRequest('/bookings/1/', { method: 'PATCH', token: 'abc', staffSession: 'staff-ben' });
    await apiRequest('/bookings/1/', { method: 'PATCH', token: 'abc', staffSession: null });
    expect([0, 1, 2, 3].map((i) => staffOf(spy, i))).toEqual([
      'staff-anna',
      undefined,
      'staff-ben',
      undefined,
    ]);
  });
});

describe('apiRequest', () => {
  it('sends JSON with the token to {host}/api and reads data and message', async () => {
    const spy = stubFetch(async () => answer(200, { message: 'ok', data: { id: 1 }, token: 't' }));
    const res = await apiRequest<{ id: number }>('/labs/', {
      method: 'POST',
      body: { kind: 'json', value: { name: 'A' } },
      token: 'abc',
      idempotencyKey: 'k1',
    });
    expect(res).toMatchObject({ data: { id: 1 }, message: 'ok', status: 200 });
    expect(res.body.token).toBe('t');
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/api/labs/');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Token abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toBe('k1');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('sends no Authorization header without a token (common lookups)', async () => {
    const spy = stubFetch(async () => answer(200, { data: [] }));
    await apiRequest('/common/roles');
    const headers = spy.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends multipart as FormData with files kept, and lets the browser set the boundary', async () => {
    const spy = stubFetch(async () => answer(200, { data: null }));
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await apiRequest('/labs/1/', {
      method: 'PATCH',
      body: { kind: 'multipart', parts: partsFrom({ name: 'Lab', profile_image: file, n: 3 }) },
      token: 't',
    });
    const init = spy.mock.calls[0]?.[1];
    const form = init?.body as FormData;
    expect(form.get('name')).toBe('Lab');
    expect(form.get('n')).toBe('3');
    expect((form.get('profile_image') as File).name).toBe('photo.png');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns an error answer into an ApiError with status, body and Retry-After', async () => {
    stubFetch(async () => answer(429, { message: 'Too many' }, { 'Retry-After': '7' }));
    const err = await apiRequest('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 7000 });
    expect((err as ApiError).serverMessage).toBe('Too many');
  });

  it('turns a failed connection into a network ApiError with the transport message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    });
  });

  it('gives up on a request that never answers', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    await expect(apiRequest('/x', { timeoutMs: 10 })).rejects.toMatchObject({
      kind: 'network',
      message: 'Request timed out',
    });
  });

  it('gives a body the time to go up on a weak link before it gives up', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const settled = (p: Promise<unknown>) => {
        const state = { done: false };
        p.then(
          () => (state.done = true),
          () => (state.done = true),
        );
        return state;
      };
      // A 1 MiB photo: 32 s at 256 kbit/s, on top of the 30 s any request gets.
      const photo = apiRequest('/lab-images/', {
        method: 'POST',
        body: {
          kind: 'multipart',
          parts: [{ name: 'image', value: new Blob([new Uint8Array(1024 * 1024)]) }],
        },
      });
      const small = apiRequest('/offers/', {
        method: 'POST',
        body: { kind: 'json', value: { a: 1 } },
      });
      const photoState = settled(photo);
      const smallState = settled(small);
      const rejected = [photo, small].map((p) =>
        expect(p).rejects.toMatchObject({ message: 'Request timed out' }),
      );

      await vi.advanceTimersByTimeAsync(30_100);
      expect(smallState.done).toBe(true);
      expect(photoState.done).toBe(false);
      await vi.advanceTimersByTimeAsync(31_800);
      expect(photoState.done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(photoState.done).toBe(true);
      await Promise.all(rejected);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a 401 on a vendor call, with the token that was refused', async () => {
    stubFetch(async () => answer(401, { message: 'Invalid token' }));
    const heard = vi.fn();
    setUnauthorizedHandler(heard);
    await expect(apiRequest('/labs', { token: 'old' })).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledWith('old');
  });

  it('does not report a 401 on a call without a token', async () => {
    stubFetch(async () => answer(401, { message: 'x' }));
    const heard = vi.fn();
    setUnauthorizedHandler(heard);
    await expect(apiRequest('/common/roles')).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
  });

  it('reads an empty or non-JSON error body as no body', async () => {
    stubFetch(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, body: undefined });
  });
});
