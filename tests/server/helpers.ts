import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app.ts';
import { makePng } from '../../server/lib/png.ts';

export const DEMO_OTP = '424242';

/** The server prints every one-time code; with the demo code known, keep test output quiet. */
const print = console.log.bind(console);
console.log = (...args: unknown[]): void => {
  if (typeof args[0] === 'string' && args[0].startsWith('[otp]')) return;
  print(...args);
};
export const DEMO_EMAIL = 'demo@lab.test';

export interface TestServer {
  base: string;
  origin: string;
  app: FastifyInstance;
  dataDir: string;
  close: () => Promise<void>;
}

/** A fresh DATA_DIR in the OS temp dir, the server listening on a free port. */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-api-test-'));
  const app = await buildServer({ dataDir, demoOtp: DEMO_OTP, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    base: `${origin}/api`,
    origin,
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: { message?: string; errors?: string[]; data: T; token?: string };
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

/** One real HTTP request to the API; the answer body parsed as JSON. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Token ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined || options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = options.raw ?? JSON.stringify(options.json);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Answer<T>['body']) : ({} as Answer<T>['body']),
  };
}

/** Signs in with the demo code (otp-login, then otp-verify); creates the user when new. */
export async function signIn(base: string, email = DEMO_EMAIL): Promise<string> {
  await call(base, 'POST', '/auth/otp-login/', { json: { email } });
  const answer = await call(base, 'POST', '/auth/otp-verify/', { json: { email, otp: DEMO_OTP } });
  if (!answer.body.token) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** A second vendor with its own lab, for the "not yours" checks. */
export async function otherVendor(base: string): Promise<{ token: string; labId: number }> {
  const token = await signIn(base, `other-${Math.random().toString(36).slice(2)}@lab.test`);
  const lab = await call<{ id: number }>(base, 'POST', '/labs/', {
    token,
    json: { name: 'Other Lab', first_name: 'Olga' },
  });
  return { token, labId: lab.body.data.id };
}

export const png = (): Blob =>
  new Blob([makePng(8, [10, 20, 30], [200, 210, 220])], { type: 'image/png' });
export const jpeg = (): Blob =>
  new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])], {
    type: 'image/jpeg',
  });
/** A PNG signature followed by 11 MB: too large. */
export const hugePng = (): Blob => {
  const bytes = Buffer.alloc(11 * 1024 * 1024, 1);
  makePng(2, [0, 0, 0], [1, 1, 1]).copy(bytes, 0, 0, 8);
  return new Blob([bytes], { type: 'image/png' });
};
/** Text named like an image: must be refused by content. */
export const fakePng = (): Blob => new Blob(['not an image at all'], { type: 'image/png' });

export function form(
  fields: Record<string, string | number>,
  files: [string, Blob, string][] = [],
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, blob, filename] of files) data.append(name, blob, filename);
  return data;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Bytes written as they are on a fresh socket, for requests `fetch` refuses to make (a body
 * cut off before its Content-Length); `end` half-closes the socket after writing. Send
 * `Connection: close`: the answer is read until the server closes the socket.
 */
export function rawRequest(origin: string, bytes: Buffer, end = false): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the socket after answering; what it wrote is still the answer.
    socket.on('error', () => undefined);
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(bytes, () => {
      if (end) socket.end();
    });
  });
}
