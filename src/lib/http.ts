import { env } from '../config/env';
import { STAFF_SESSION_HEADER } from '../config/permissions';
import { ApiError, type ErrorBody } from './errors';
import { serverReachable } from './reachability';

/** A multipart part as stored in IndexedDB: strings stay strings, files stay Blobs. */
export interface FormPart {
  name: string;
  value: string | Blob;
  filename?: string;
}

export type RequestBody =
  { kind: 'json'; value: unknown } | { kind: 'multipart'; parts: FormPart[] } | { kind: 'none' };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: RequestBody;
  /** The vendor's token; omitted for the common lookups (SPEC 6). */
  token?: string | undefined;
  /**
   * The staff session of the person a change is by, in team sign-in (docs/staff-access.md).
   * Unset, a change sent with a token goes as whoever is unlocked now (setStaffSessionSource);
   * null sends none (an outbox row the owner made without team sign-in).
   */
  staffSession?: string | null | undefined;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * Gives up after this long (a hanging connection counts as no answer). Default 30 s, and the
   * time the body takes to go up on a weak link (uploadAllowanceMs).
   */
  timeoutMs?: number;
  /** The browser's priority among the page's requests waiting for a connection. */
  priority?: RequestPriority;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A weak mobile uplink (256 kbit/s), which a body is given the time to go up on. */
const SLOWEST_UPLOAD_BYTES_PER_S = 32 * 1024;

/**
 * How much longer than DEFAULT_TIMEOUT_MS a request may take for its body to go up: a 10 MB
 * photo from the counter's tablet would otherwise be cut off at 30 s on a weak link, and again
 * at every retry, for ever. Characters are counted as bytes (the bodies are mostly ASCII).
 */
function uploadAllowanceMs(payload: BodyInit | undefined, body: RequestBody): number {
  let bytes = typeof payload === 'string' ? payload.length : 0;
  if (body.kind === 'multipart') {
    for (const part of body.parts) {
      bytes += typeof part.value === 'string' ? part.value.length : part.value.size;
    }
  }
  return Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_S) * 1000);
}

let staffSessionSource: (() => string | undefined) | undefined;

/**
 * Who is unlocked now, for a change sent straight away (not through the outbox, whose rows keep
 * their own person): the lock's store sets it, so this module need not know the lock.
 */
export function setStaffSessionSource(source: (() => string | undefined) | undefined): void {
  staffSessionSource = source;
}

function staffSessionOf(options: RequestOptions): string | undefined {
  if (options.staffSession !== undefined) return options.staffSession ?? undefined;
  const change = options.method !== undefined && options.method !== 'GET';
  return change && options.token ? staffSessionSource?.() : undefined;
}

type UnauthorizedHandler = (token: string) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Who hears of a 401 on a vendor call (a call sent with a token): the auth feature marks the
 * session expired so the same vendor can sign in again without losing queued changes.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

/** The server's envelope: `{message?, data}` plus any other top-level field (the login's token). */
export interface ApiAnswer<T> {
  data: T;
  message?: string;
  status: number;
  body: Record<string, unknown>;
}

export function toFormData(parts: FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, part.value, part.filename ?? 'file');
  }
  return form;
}

/** Turns a plain object into multipart parts; null and undefined fields are left out. */
export function partsFrom(fields: Record<string, unknown>): FormPart[] {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      parts.push({ name, value, filename: value instanceof File ? value.name : `${name}.bin` });
    } else if (Array.isArray(value)) {
      for (const item of value) parts.push(...partsFrom({ [name]: item }));
    } else {
      parts.push({ name, value: String(value) });
    }
  }
  return parts;
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

async function readJson(res: Response): Promise<Record<string, unknown> | undefined> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** One call to `{host}/api{path}`; failures come back as ApiError values, never raw. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body = options.body ?? { kind: 'none' };
  let payload: BodyInit | undefined;
  if (body.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.value);
  } else if (body.kind === 'multipart') {
    payload = toFormData(body.parts);
  }
  if (options.token) headers.Authorization = `Token ${options.token}`;
  const staff = staffSessionOf(options);
  if (staff) headers[STAFF_SESSION_HEADER] = staff;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  // One controller for the caller's signal and the timeout, so either can stop the request.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS + uploadAllowanceMs(payload, body),
  );
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  let res: Response;
  let json: Record<string, unknown> | undefined;
  try {
    res = await fetch(`${env.apiBase}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: payload,
      signal: controller.signal,
      cache: 'no-store',
      ...(options.priority ? { priority: options.priority } : {}),
    });
    serverReachable.set(true);
    json = await readJson(res);
  } catch (err) {
    if (timedOut) {
      serverReachable.set(false);
      throw new ApiError('network', 'Request timed out', { key: 'errors.timeout' });
    }
    if ((err as { name?: unknown } | null)?.name === 'AbortError') {
      throw new ApiError('aborted', 'Request aborted', { key: 'errors.aborted' });
    }
    serverReachable.set(false);
    // The browser's own words for a failed connection, else ours.
    if (err instanceof Error) throw new ApiError('network', err.message);
    throw new ApiError('network', 'Network error', { key: 'errors.network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  if (res.status === 401 && options.token) unauthorizedHandler?.(options.token);
  if (!res.ok) {
    throw new ApiError('http', res.statusText || `HTTP ${res.status}`, {
      status: res.status,
      body: json as ErrorBody | undefined,
      retryAfterMs: retryAfter(res.headers.get('Retry-After')),
    });
  }
  const message = typeof json?.message === 'string' ? json.message : undefined;
  return {
    data: json?.data as T,
    ...(message ? { message } : {}),
    status: res.status,
    body: json ?? {},
  };
}
