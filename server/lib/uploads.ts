import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { MultipartForm, UploadedFile } from '../context.ts';
import { HttpError } from './errors.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;
export const MAX_FIELDS = 100;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);

/** The image kind by its first bytes (never by name or declared type), or null. */
export function sniffImage(buffer: Buffer): string | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    buffer
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'gif';
  if (buffer.subarray(0, 4).toString('latin1') === 'RIFF') {
    if (buffer.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  }
  return null;
}

/** The parser's limits (@fastify/multipart codes), in words a client can act on. */
const LIMITS: Record<string, string> = {
  FST_FILES_LIMIT: `Too many files (max ${MAX_FILES})`,
  FST_FIELDS_LIMIT: `Too many form fields (max ${MAX_FIELDS})`,
  FST_PARTS_LIMIT: 'Too many parts in the form',
};

/**
 * A body that could not be parsed is the client's fault, never a 500: busboy throws plain
 * errors ("Boundary not found", "Unexpected end of multipart data", "Part terminated early")
 * for a missing boundary or a body cut off mid-part.
 */
function unreadableForm(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const limit = typeof code === 'string' ? LIMITS[code] : undefined;
  if (limit) return new HttpError(413, limit);
  const reason = error instanceof Error ? error.message : String(error);
  return new HttpError(400, 'The form data is malformed or incomplete. Please send it again.', [
    `body: ${reason.slice(0, 200)}`,
  ]);
}

/**
 * Reads a whole multipart body: fields as strings, files as checked image buffers.
 * The body is always read to its end before answering 413/415, so clients see the answer.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let tooLarge = false;
  let notImage = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) tooLarge = true;
        else if (buffer.length === 0 && !part.filename) continue;
        else {
          const ext = sniffImage(buffer);
          if (ext) files.push({ field: part.fieldname, buffer, ext });
          else notImage = true;
        }
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw unreadableForm(error);
  }
  if (tooLarge) throw new HttpError(413, 'File too large (max 10 MB)');
  if (notImage) {
    throw new HttpError(415, 'Only images are accepted (JPEG, PNG, WebP or GIF)');
  }
  return { fields, files };
}

/** The fields of a multipart form, or the JSON body when the client sent JSON. */
export function formFields(request: FastifyRequest): unknown {
  return request.form ? request.form.fields : request.body;
}

export function fileOf(request: FastifyRequest, field: string): UploadedFile | undefined {
  return request.form?.files.find((file) => file.field === field);
}

/** Stores an upload under a random name; answers its public path `/media/<name>`. */
export async function saveUpload(uploadsDir: string, file: UploadedFile): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
  await writeFile(path.join(uploadsDir, name), file.buffer);
  return `/media/${name}`;
}

/** Best-effort removal of a stored upload by its public path; seeded images are shared, kept. */
async function removeUpload(uploadsDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith('/media/')) return;
  const name = path.basename(publicPath);
  if (name.startsWith('seed-')) return;
  await unlink(path.join(uploadsDir, name)).catch(() => undefined);
}

/**
 * Removes an upload the request's change no longer points at, once that change has committed:
 * removed earlier, a rollback would leave the row pointing at a missing file.
 */
export function discardUpload(
  request: FastifyRequest,
  uploadsDir: string,
  publicPath: string | null,
): void {
  const remove = () => removeUpload(uploadsDir, publicPath);
  if (request.writeUnit) request.writeUnit.afterCommit(remove);
  else void remove();
}
