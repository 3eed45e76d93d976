/**
 * The exact texts of SPEC 8, and the rules that pick one for a failure. SPEC 8's texts stay in
 * English word for word; a failure the app words itself (AppError) speaks the interface's
 * language.
 */
export const ERROR_TEXT = {
  general: 'Something went wrong',
  deleteOffer: 'Failed to delete offer',
  deleteNotification: 'Failed to delete notification',
  badRequest: 'Bad Request',
  noResponse: 'No response from server',
  unknown: 'An unknown error occurred',
  noNewNotifications: 'No new notifications to mark as read',
  alreadyRead: 'Already marked as read',
} as const;

type Translate = (
  key: string,
  values: Record<string, string> | undefined,
  english: string,
) => string;
let translate: Translate | undefined;

/**
 * lib/i18n hands i18next's translator over here, so that this module (which the worker's
 * replayer uses as well) need not load i18next. Without one, AppErrors read in English.
 */
export function setErrorTranslator(fn: Translate | undefined): void {
  translate = fn;
}

/**
 * A failure in the app's own words (not the server's, not SPEC 8's): the English words as the
 * message (logs, the worker), and, when it has one, an i18n key of the common namespace.
 */
export class AppError extends Error {
  readonly key: string | undefined;
  readonly values: Record<string, string> | undefined;

  constructor(
    message: string,
    words: { key?: string | undefined; values?: Record<string, string> } = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
    this.key = words.key;
    this.values = words.values;
  }
}

/** An error's own words: an AppError's in the interface's language, any other's message. */
export function ownMessage(err: unknown): string | undefined {
  if (err instanceof AppError && err.key && translate) {
    return translate(err.key, err.values, err.message);
  }
  if (err instanceof Error && err.message.trim() !== '') return err.message;
  return undefined;
}

export type ApiErrorKind = 'http' | 'network' | 'aborted';

export interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  [key: string]: unknown;
}

/** A failed call, as a value: what the server said (if it answered) and how it failed. */
export class ApiError extends AppError {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; body?: ErrorBody; retryAfterMs?: number; key?: string } = {},
  ) {
    super(message, { key: options.key });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? 0;
    this.body = options.body;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** The server's `message` field, when it sent one. */
  get serverMessage(): string | undefined {
    const m = this.body?.message;
    return typeof m === 'string' && m.trim() !== '' ? m : undefined;
  }

  /** The first entry of the server's `errors` list, when it sent one. */
  get firstError(): string | undefined {
    const list = this.body?.errors;
    if (Array.isArray(list) && list.length > 0) {
      const first: unknown = list[0];
      if (typeof first === 'string') return first;
      if (first && typeof first === 'object' && 'message' in first) {
        return String((first as { message: unknown }).message);
      }
    }
    return undefined;
  }
}

function transportMessage(err: unknown): string | undefined {
  if (err instanceof ApiError && err.kind === 'http') return undefined;
  return ownMessage(err);
}

/** SPEC 8 general failure (and login / send code): server message, transport message, fallback. */
export function generalMessage(err: unknown): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return transportMessage(err) ?? ERROR_TEXT.general;
}

/** SPEC 8 delete failures: server message, transport message, else the given fallback. */
export function deleteMessage(
  err: unknown,
  fallback: typeof ERROR_TEXT.deleteOffer | typeof ERROR_TEXT.deleteNotification,
): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return transportMessage(err) ?? fallback;
}

/**
 * SPEC 8 vendor fetch failure: the answer's message or 'Bad Request'; no answer at all:
 * 'No response from server'; otherwise the error's own message.
 */
export function fetchMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.kind === 'http') return err.serverMessage ?? ERROR_TEXT.badRequest;
    if (err.kind === 'network') return ERROR_TEXT.noResponse;
  }
  return ownMessage(err) ?? ERROR_TEXT.unknown;
}

/**
 * SPEC 8 booking status, vendor and service update failures: the server's answer if it sent one
 * (its first `errors` entry, else its message), else 'Bad Request'; no answer at all:
 * 'No response from server'; otherwise the error's own message, else 'An unknown error occurred'.
 */
export function updateMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.kind === 'http') return err.firstError ?? err.serverMessage ?? ERROR_TEXT.badRequest;
    if (err.kind === 'network') return ERROR_TEXT.noResponse;
  }
  return ownMessage(err) ?? ERROR_TEXT.unknown;
}
