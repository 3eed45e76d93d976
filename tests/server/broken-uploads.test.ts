import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lab, LabImage, SubCategory, TeamMember } from '../../server/db/rows.ts';
import {
  call,
  form,
  png,
  rawRequest,
  signIn,
  startServer,
  type RawAnswer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let token: string;
let routes: [string, string][];

const BOUNDARY = 'lab-boundary-7f3a';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('latin1');

/** Bodies a flaky tablet connection or a broken client really sends. */
const BROKEN: [string, string, string][] = [
  [
    'declared without a boundary',
    'multipart/form-data',
    `${field('first_name', 'Ann')}--${BOUNDARY}--\r\n`,
  ],
  [
    'cut off inside a field value',
    MULTIPART,
    `${field('first_name', 'Ann')}${field('last_name', 'Le').slice(0, -4)}`,
  ],
  ['cut off inside part headers', MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-da`],
  [
    'cut off inside a file',
    MULTIPART,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${pngHead}0000`,
  ],
  ['without the closing boundary', MULTIPART, field('first_name', 'Ann')],
  ['not multipart at all', MULTIPART, 'first_name=Ann'],
  [
    'with a field declared JSON that is not',
    MULTIPART,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="first_name"\r\n` +
      `Content-Type: application/json\r\n\r\n{not json\r\n--${BOUNDARY}--\r\n`,
  ],
];

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.base);
  const get = async <T>(path: string) =>
    (await call<T>(server.base, 'GET', path, { token })).body.data;
  const lab = (await get<Lab[]>('/labs'))[0] as Lab;
  const member = (await get<{ team_members: TeamMember[] }>(`/users/?vendor_id=${lab.id}`))
    .team_members[0] as TeamMember;
  const service = (await get<SubCategory[]>(`/labs/${lab.id}/test_types`)).flatMap(
    (sub) => sub.items,
  )[0];
  // Every route that reads a form (request.form, fileOf, formFields).
  routes = [
    ['POST', '/api/auth/otp-login/'],
    ['POST', '/api/auth/otp-verify/'],
    ['PATCH', `/api/labs/${lab.id}/`],
    ['POST', '/api/common/service-type/'],
    ['PATCH', `/api/services/${service?.id}/`],
    ['POST', '/api/lab-images/'],
    ['POST', '/api/team-members/'],
    ['PATCH', `/api/team-members/${member.id}/`],
  ];
});
afterAll(() => server.close());

function expectClientError(answer: { status: number; body: string }, what: string): void {
  expect(answer.status, what).toBe(400);
  const body = JSON.parse(answer.body) as { message?: unknown; errors?: unknown };
  expect(body.message, what).toMatch(/malformed or incomplete/);
}

describe('a broken multipart body', () => {
  it('answers 400 with a message on every route that reads a form, and changes nothing', async () => {
    const before = await call<{ team_members: TeamMember[] }>(server.base, 'GET', '/users/', {
      token,
    });
    const images = await call<LabImage[]>(server.base, 'GET', '/lab-images/', { token });
    for (const [method, url] of routes) {
      for (const [what, type, payload] of BROKEN) {
        const answer = await server.app.inject({
          method: method as 'POST' | 'PATCH',
          url,
          headers: { authorization: `Token ${token}`, 'content-type': type },
          payload: Buffer.from(payload, 'latin1'),
        });
        expectClientError(
          { status: answer.statusCode, body: answer.body },
          `${method} ${url} ${what}`,
        );
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
      }
    }
    expect((await call(server.base, 'GET', '/users/', { token })).body).toEqual(before.body);
    expect((await call(server.base, 'GET', '/lab-images/', { token })).body).toEqual(images.body);
  });

  describe('cut off on a real connection', () => {
    const part =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${pngHead}0000`;
    const head = (extra: string) =>
      `POST /api/lab-images/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Token ${token}\r\n` +
      `Content-Type: ${MULTIPART}\r\nConnection: close\r\n${extra}\r\n`;
    const send = (text: string, end = false): Promise<RawAnswer> =>
      rawRequest(server.origin, Buffer.from(text, 'latin1'), end);

    it('answers 400 when the body ends mid-part within its Content-Length', async () => {
      const answer = await send(head(`Content-Length: ${part.length}\r\n`) + part);
      expectClientError(answer, 'content-length');
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [expect.stringMatching(/terminated early/)],
      });
    });

    it('answers 400 when a chunked body ends mid-part', async () => {
      const chunk = `${part.length.toString(16)}\r\n${part}\r\n0\r\n\r\n`;
      expectClientError(await send(head('Transfer-Encoding: chunked\r\n') + chunk), 'chunked');
    });

    it('answers 400 in the error shape when the sender stops before its Content-Length', async () => {
      const answer = await send(head(`Content-Length: ${part.length + 500}\r\n`) + part, true);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The request is malformed or incomplete. Please send it again.',
      });
    });
  });

  it('answers 413 with the limit for more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i): [string, Blob, string] => [
      'images',
      png(),
      `${i}.png`,
    ]);
    const answer = await call(server.base, 'POST', '/lab-images/', {
      token,
      form: form({}, files),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Too many files (max 10)');
  });
});
