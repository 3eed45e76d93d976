import { z } from 'zod';
import { HttpError } from './errors.ts';

/** Parses input with a zod schema; answers 400 `{message, errors}` when it does not fit. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (
    input !== undefined &&
    input !== null &&
    (typeof input !== 'object' || Array.isArray(input))
  ) {
    throw new HttpError(400, 'The body must be a JSON object', ['body: Expected a JSON object']);
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  );
  throw new HttpError(400, `Invalid input: ${errors.join('; ')}`, errors);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Multipart fields arrive as strings: turn numeric strings into numbers, '' into undefined. */
const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return NUMERIC.test(trimmed) ? Number(trimmed) : value;
};

export const money = z.preprocess(
  toNumber,
  z.number({ error: 'Expected a number' }).min(0, 'Must not be negative').max(1_000_000),
);

export const id = z.preprocess(
  toNumber,
  z.number({ error: 'Expected an id' }).int('Expected an id').positive('Expected an id'),
);

/** An optional lookup id: '' or null clears it. */
export const optionalRef = z.preprocess(
  (value) => (value === '' ? null : toNumber(value)),
  z.number({ error: 'Expected an id' }).int().positive().nullable().optional(),
);

export const text = (max = 200) => z.string({ error: 'Expected a string' }).trim().max(max);
export const requiredText = (max = 200) => text(max).min(1, 'This field is required');
/** RFC 5321 caps a forward path at 256 octets, the brackets included: 254 for the address. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Every e-mail address the API accepts goes through this one schema. The length is checked
 * before the format (a pipe stops at the first failure), and no message repeats the input.
 */
export const email = z
  .string({ error: 'Expected an e-mail address' })
  .trim()
  .max(MAX_EMAIL_LENGTH, `Use an e-mail address of at most ${MAX_EMAIL_LENGTH} characters`)
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'));
export const optionalEmail = z.preprocess(
  (value) => (value === '' ? undefined : value),
  email.optional(),
);

/** A numeric route id; anything else is an unknown id. */
export function routeId(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value))
    throw new HttpError(404, `${what} not found`);
  return Number(value);
}
