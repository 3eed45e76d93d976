import type { Lab, User } from '../../../db/types';
import { AppError, fetchMessage } from '../../../lib/errors';
import { apiRequest, partsFrom } from '../../../lib/http';

/**
 * The authentication calls of SPEC 7. They need the network and answer directly (no outbox):
 * a person is waiting at the screen for each of them.
 */

export interface LoginAnswer {
  user: User;
  token: string;
}

/** POST /auth/otp-login/ (JSON): asks the server to send a one-time code. */
export async function sendCode(email: string): Promise<string | undefined> {
  const res = await apiRequest<null>('/auth/otp-login/', {
    method: 'POST',
    body: { kind: 'json', value: { email } },
  });
  return res.message;
}

function readLogin(res: { data: User; body: Record<string, unknown> }): LoginAnswer {
  const token = res.body.token;
  if (typeof token !== 'string' || token === '' || !res.data) {
    throw new AppError('The server did not send a sign-in token', { key: 'errors.noToken' });
  }
  return { user: res.data, token };
}

/** POST /auth/otp-verify/ as the login sends it: multipart; answers the user and a token. */
export async function verifyLoginCode(email: string, otp: string): Promise<LoginAnswer> {
  const res = await apiRequest<User>('/auth/otp-verify/', {
    method: 'POST',
    body: { kind: 'multipart', parts: partsFrom({ email, otp }) },
  });
  return readLogin(res);
}

/** POST /auth/password/login/ (JSON): the second way in; answers like otp-verify. */
export async function passwordLogin(email: string, password: string): Promise<LoginAnswer> {
  const res = await apiRequest<User>('/auth/password/login/', {
    method: 'POST',
    body: { kind: 'json', value: { email, password } },
  });
  return readLogin(res);
}

/** POST /auth/otp-verify/ as the sign-up sends it: JSON. */
export async function verifySignupCode(email: string, otp: string): Promise<LoginAnswer> {
  const res = await apiRequest<User>('/auth/otp-verify/', {
    method: 'POST',
    body: { kind: 'json', value: { email, otp } },
  });
  return readLogin(res);
}

/**
 * GET /labs: the vendor is the lab whose e-mail is the signed-in user's (SPEC 3). A failure
 * carries the SPEC 8 vendor-fetch text ('Bad Request', 'No response from server'), not the
 * login's: the code or password was right, the lab list did not come.
 */
export async function findVendor(token: string, email: string): Promise<Lab | null> {
  const res = await apiRequest<unknown>('/labs', { token }).catch((err: unknown) => {
    throw new Error(fetchMessage(err), { cause: err });
  });
  const list: unknown = res.data;
  if (!Array.isArray(list)) return null;
  const wanted = email.trim().toLowerCase();
  const labs = list as Lab[];
  return labs.find((lab) => lab.email.trim().toLowerCase() === wanted) ?? null;
}

export interface LabDetails {
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  about: string;
}

/** POST /labs/ (JSON, token): the sign-up's second step. */
export async function createLab(token: string, details: LabDetails): Promise<Lab> {
  const res = await apiRequest<Lab>('/labs/', {
    method: 'POST',
    body: { kind: 'json', value: details },
    token,
  });
  return res.data;
}

export async function forgotPassword(email: string): Promise<string | undefined> {
  const res = await apiRequest<null>('/auth/password/forgot/', {
    method: 'POST',
    body: { kind: 'json', value: { email } },
  });
  return res.message;
}

export async function setPassword(email: string, otp: string, password: string): Promise<void> {
  await apiRequest<null>('/auth/password/set/', {
    method: 'POST',
    body: { kind: 'json', value: { email, otp, password } },
  });
}

export async function changePassword(
  token: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await apiRequest<null>('/auth/password/change/', {
    method: 'POST',
    body: { kind: 'json', value: { old_password: oldPassword, new_password: newPassword } },
    token,
  });
}
