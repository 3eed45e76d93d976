import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { userOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { createOtpStore } from '../lib/otp.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { email, parse } from '../lib/validate.ts';
import { createAccounts, otpVerifyBody } from './auth.ts';

const password = z
  .string({ error: 'Expected a string' })
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters');
const forgotBody = z.object({ email });
const setBody = otpVerifyBody.extend({ password });
const changeBody = z.object({
  old_password: z.string().max(128).default(''),
  new_password: password,
});
const loginBody = z.object({ email, password: z.string().min(1).max(128) });

/** Forgot / set / change password (the screens of SPEC 2) and a password sign-in. */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const otp = createOtpStore(ctx);
  const accounts = createAccounts(ctx);
  const setHash = db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const hashOf = db.prepare<[string], { id: number; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE email = ?',
  );
  const open = { config: { public: true } };

  app.post('/api/auth/password/forgot/', open, async (request) => {
    const body = parse(forgotBody, request.body);
    if (accounts.byEmail(body.email)) otp.issue(body.email, 'reset');
    return { message: `If ${body.email} has an account, a reset code was sent to it.` };
  });

  app.post('/api/auth/password/set/', open, async (request) => {
    const body = parse(setBody, request.body);
    const user = accounts.byEmail(body.email);
    if (!user) throw new HttpError(400, 'Invalid code. Please check it and try again.');
    otp.verify(body.email, 'reset', body.otp);
    setHash.run(await hashPassword(body.password), user.id);
    return { message: 'Your password was set.' };
  });

  app.post('/api/auth/password/change/', { config: { right: 'editBusiness' } }, async (request) => {
    const body = parse(changeBody, request.body);
    const user = userOf(request);
    if (user.password_hash && !(await verifyPassword(body.old_password, user.password_hash))) {
      throw new HttpError(400, 'The current password is not correct.', [
        'old_password: The current password is not correct.',
      ]);
    }
    setHash.run(await hashPassword(body.new_password), user.id);
    return { message: 'Your password was changed.' };
  });

  app.post('/api/auth/password/login/', open, async (request) => {
    const body = parse(loginBody, request.body);
    otp.guard(body.email);
    const row = hashOf.get(body.email);
    const ok = row?.password_hash ? await verifyPassword(body.password, row.password_hash) : false;
    const user = accounts.byEmail(body.email);
    if (!ok || !row || !user) {
      otp.recordFailure(body.email);
      throw new HttpError(400, 'E-mail or password is not correct.');
    }
    return { message: 'Signed in.', data: user, token: accounts.newToken(row.id) };
  });
}
