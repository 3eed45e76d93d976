import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from './helpers.ts';

/** The raw answer, without fetch's transparent decoding, so the encoding can be seen. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression for a weak network', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server.base);
  });
  afterAll(() => server.close());

  it('sends the bookings list compressed to a client that accepts it', async () => {
    const auth = { Authorization: `Token ${token}` };
    const plain = await rawGet(`${server.base}/bookings`, auth);
    const brotli = await rawGet(`${server.base}/bookings`, { ...auth, 'Accept-Encoding': 'br' });
    const gzip = await rawGet(`${server.base}/bookings`, { ...auth, 'Accept-Encoding': 'gzip' });
    expect(plain.encoding).toBeUndefined();
    expect(brotli.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(brotli.bytes).toBeLessThan(plain.bytes / 4);
  });
});
