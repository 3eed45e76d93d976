import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context.ts';
import { HttpError, forbidden } from './errors.ts';

/** Reads `Authorization: Token {token}` on every non-public /api route; 401 without a valid one. */
export function installAuth(app: FastifyInstance, ctx: AppContext): void {
  const byToken = ctx.db.prepare<[string], AuthUser>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.password_hash, l.id AS lab_id
     FROM tokens t JOIN users u ON u.id = t.user_id LEFT JOIN labs l ON l.user_id = u.id
     WHERE t.token = ?`,
  );
  app.decorateRequest('authUser', null);
  app.decorateRequest('authToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, 'Authentication credentials were not provided.');
    const match = /^Token\s+(\S+)$/i.exec(header.trim());
    const user = match?.[1] ? byToken.get(match[1]) : undefined;
    if (!match?.[1] || !user) throw new HttpError(401, 'Invalid token.');
    request.authUser = user;
    request.authToken = match[1];
  });
}

export function userOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new HttpError(401, 'Authentication credentials were not provided.');
  return request.authUser;
}

/** The caller's lab id; 403 until the vendor has created its lab (POST /labs/). */
export function labIdOf(request: FastifyRequest): number {
  const labId = userOf(request).lab_id;
  if (labId === null) throw new HttpError(403, 'Create your lab profile first (POST /api/labs/).');
  return labId;
}

/** 404 for an unknown row, 403 for another lab's row. */
export function assertOwned(
  row: { lab_id: number } | undefined,
  labId: number,
  what: string,
): asserts row is { lab_id: number } {
  if (!row) throw new HttpError(404, `${what} not found`);
  if (row.lab_id !== labId) throw forbidden();
}

/** `?vendor_id=` must be the caller's own lab when given. */
export function ownVendorId(request: FastifyRequest, vendorId: unknown): number {
  const labId = labIdOf(request);
  if (vendorId === undefined || vendorId === '') return labId;
  if (typeof vendorId !== 'string' || !/^\d+$/.test(vendorId)) {
    throw new HttpError(400, 'Invalid input: vendor_id: Expected an id', [
      'vendor_id: Expected an id',
    ]);
  }
  if (Number(vendorId) !== labId) throw forbidden();
  return labId;
}
