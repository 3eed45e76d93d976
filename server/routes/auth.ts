import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { USER_COLUMNS, type User } from '../db/rows.ts';
import { userOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { createOtpStore } from '../lib/otp.ts';
import { formFields } from '../lib/uploads.ts';
import { email, parse, requiredText } from '../lib/validate.ts';

const otpCode = z.preprocess(
  (value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value),
  z
    .string({ error: 'Expected a string' })
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
);
export const otpLoginBody = z.object({ email });
export const otpVerifyBody = z.object({ email, otp: otpCode });
const deviceBody = z.object({
  registration_id: requiredText(4096),
  type: z.enum(['web', 'android', 'ios']).default('web'),
});
const deviceDeleteBody = z.object({ registration_id: requiredText(4096) });

/** Users, tokens and devices: shared with the password routes. */
export function createAccounts(ctx: AppContext) {
  const { db } = ctx;
  const byEmail = db.prepare<[string], User>(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`);
  const insertUser = db.prepare<[string, string]>(
    'INSERT INTO users (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING',
  );
  const insertToken = db.prepare<[string, number, string]>(
    'INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)',
  );
  return {
    byEmail: (address: string) => byEmail.get(address),
    /** Sign-up is sign-in with an unknown e-mail: the user is made on the spot. */
    ensureUser(address: string): User {
      insertUser.run(address, new Date().toISOString());
      const user = byEmail.get(address);
      if (!user) throw new Error(`user ${address} vanished`);
      return user;
    },
    newToken(userId: number): string {
      const token = randomBytes(20).toString('hex');
      insertToken.run(token, userId, new Date().toISOString());
      return token;
    },
  };
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const otp = createOtpStore(ctx);
  const accounts = createAccounts(ctx);
  const dropToken = db.prepare<[string]>('DELETE FROM tokens WHERE token = ?');
  const upsertDevice = db.prepare<[number, string, string, string]>(
    `INSERT INTO devices (user_id, registration_id, type, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (registration_id) DO UPDATE SET user_id = excluded.user_id, type = excluded.type`,
  );
  const deviceById = db.prepare<[string], { id: number; registration_id: string; type: string }>(
    'SELECT id, registration_id, type FROM devices WHERE registration_id = ?',
  );
  const dropDevice = db.prepare<[number, string]>(
    'DELETE FROM devices WHERE user_id = ? AND registration_id = ?',
  );

  app.post('/api/auth/otp-login/', { config: { public: true } }, async (request) => {
    const body = parse(otpLoginBody, formFields(request));
    accounts.ensureUser(body.email);
    otp.issue(body.email, 'login');
    return { message: `A one-time code was sent to ${body.email}.` };
  });

  app.post('/api/auth/otp-verify/', { config: { public: true } }, async (request) => {
    const body = parse(otpVerifyBody, formFields(request));
    otp.verify(body.email, 'login', body.otp);
    const user = accounts.ensureUser(body.email);
    return { message: 'Signed in.', data: user, token: accounts.newToken(user.id) };
  });

  app.post('/api/logout', async (request) => {
    const token = request.authToken;
    if (token) {
      dropToken.run(token);
      // Its live streams end once the token is gone for good (after the commit).
      request.writeUnit?.afterCommit(async () => app.syncStreams.endToken(token));
    }
    return { message: 'Signed out.' };
  });

  app.post('/api/auth/register-device/', async (request, reply) => {
    const body = parse(deviceBody, request.body);
    upsertDevice.run(userOf(request).id, body.registration_id, body.type, new Date().toISOString());
    reply.code(201);
    return { message: 'Device registered.', data: deviceById.get(body.registration_id) };
  });

  app.delete('/api/auth/register-device/', async (request) => {
    const body = parse(deviceDeleteBody, request.body);
    const removed = dropDevice.run(userOf(request).id, body.registration_id).changes;
    if (removed === 0) throw new HttpError(404, 'Device not found');
    return { message: 'Device removed.' };
  });
}
