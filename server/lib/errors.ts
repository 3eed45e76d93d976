import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './security-headers.ts';

/** An error that becomes `{message, errors?, code?}` with the given status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: string[] | undefined;
  readonly headers: Record<string, string>;
  /** A machine-readable reason, for answers the app acts on (`cursor_expired`). */
  readonly code: string | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: string[],
    headers: Record<string, string> = {},
    code?: string,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
    this.code = code;
  }
}

export const forbidden = (): HttpError =>
  new HttpError(403, 'You do not have permission to perform this action.');

interface ErrorBody {
  message: string;
  errors?: string[];
  code?: string;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** Maps every error to the error envelope of docs/api-contract.md. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.code) body.code = error.code;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      const status = error.statusCode;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ message: 'Request body too large' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(415).send({ message: 'Unsupported content type' });
      }
      return reply.code(status).send({ message: error.message });
    }
    request.log.error(error);
    if (!request.log.level || request.log.level === 'silent') console.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large.',
  ],
};

/**
 * Fastify's `clientErrorHandler`: requests Node cannot parse (a body cut off before its
 * Content-Length, a broken chunk) never reach a route, so this answers them on the raw socket,
 * in the same `{message}` shape as every other error.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is malformed or incomplete. Please send it again.',
  ];
  const body = JSON.stringify({ message });
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`);
  socket.destroy(error);
}
