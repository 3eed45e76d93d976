import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { HttpError } from './errors.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILURES = 5;
export type OtpPurpose = 'login' | 'reset';

const digest = (code: string): string => createHash('sha256').update(code).digest('hex');

/** One-time codes: 6 digits, valid 10 minutes, single use, 5 wrong tries per e-mail per 10 min. */
export function createOtpStore(ctx: AppContext) {
  const { db, demoOtp } = ctx;
  const upsert = db.prepare<[string, string, string, number]>(
    `INSERT INTO otps (email, purpose, code_hash, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email, purpose) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at`,
  );
  const find = db.prepare<[string, string], { code_hash: string; expires_at: number }>(
    'SELECT code_hash, expires_at FROM otps WHERE email = ? AND purpose = ?',
  );
  const consume = db.prepare<[string, string]>('DELETE FROM otps WHERE email = ? AND purpose = ?');
  const failures = db.prepare<[string, number], { n: number; first: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM otp_failures WHERE email = ? AND at > ?',
  );
  const fail = db.prepare<[string, number]>('INSERT INTO otp_failures (email, at) VALUES (?, ?)');
  const forgive = db.prepare<[string]>('DELETE FROM otp_failures WHERE email = ?');

  /** Makes a code and prints it on the console (the stand-in for the e-mail). */
  function issue(email: string, purpose: OtpPurpose): void {
    const code = demoOtp ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    upsert.run(email, purpose, digest(code), Date.now() + OTP_TTL_MS);
    const what = purpose === 'login' ? 'Sign-in' : 'Password reset';
    console.log(`[otp] ${what} code for ${email}: ${code} (valid 10 minutes)`);
  }

  /** 429 (with Retry-After) once an e-mail had 5 failures within 10 minutes. */
  function guard(email: string): void {
    const now = Date.now();
    const recent = failures.get(email, now - OTP_TTL_MS);
    if (recent && recent.n >= MAX_FAILURES) {
      const retryAfter = Math.max(1, Math.ceil(((recent.first ?? now) + OTP_TTL_MS - now) / 1000));
      throw new HttpError(
        429,
        'Too many wrong attempts. Please wait a few minutes and try again.',
        undefined,
        { 'Retry-After': String(retryAfter) },
      );
    }
  }

  function recordFailure(email: string): void {
    fail.run(email, Date.now());
  }

  /** Checks a code: 429 after 5 wrong ones in 10 minutes, 400 when wrong or expired. */
  function verify(email: string, purpose: OtpPurpose, code: string): void {
    const now = Date.now();
    guard(email);
    const stored = find.get(email, purpose);
    const demoMatch = demoOtp !== undefined && code === demoOtp;
    if (!demoMatch) {
      if (!stored || stored.code_hash !== digest(code)) {
        fail.run(email, now);
        throw new HttpError(400, 'Invalid code. Please check it and try again.');
      }
      if (stored.expires_at < now) {
        fail.run(email, now);
        throw new HttpError(400, 'This code has expired. Please request a new one.');
      }
    }
    consume.run(email, purpose);
    forgive.run(email);
  }
  return { issue, guard, recordFailure, verify };
}
