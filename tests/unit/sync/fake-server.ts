import { vi } from 'vitest';
import { db, type SessionRow } from '../../../src/db/db';

export interface SentRequest {
  method: string;
  path: string;
  token: string | null;
  /** The X-Staff-Session header: whose change it is in team sign-in. */
  staff: string | null;
  key: string | null;
  body: unknown;
  /** The fetch priority asked for, if any. */
  priority: RequestPriority | null;
}

export type Handler = (req: SentRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces fetch with a tiny server: records what was sent, answers through `handler`. */
export function fakeServer(handler: Handler) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    let body: unknown = null;
    if (typeof raw === 'string') body = JSON.parse(raw) as unknown;
    else if (raw instanceof FormData) body = Object.fromEntries(raw.entries());
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      token: headers.get('Authorization'),
      staff: headers.get('X-Staff-Session'),
      key: headers.get('Idempotency-Key'),
      body,
      priority: init?.priority ?? null,
    };
    sent.push(req);
    return handler(req);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

export const VENDOR: SessionRow = {
  key: 'current',
  token: 'tok-1',
  user: { id: 1, email: 'lab@example.com', first_name: 'Lab' },
  vendor: { id: 7, name: 'Lab', first_name: 'Lab', email: 'lab@example.com' },
  signedInAt: '2026-01-01T00:00:00Z',
};

export async function resetDb(session: SessionRow | null = VENDOR): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
  if (session) await db.session.put(session);
}
