import { MAX_UPLOAD_BYTES } from '../config/constants';

/**
 * Checks a picked file before it is queued for upload: by its content (the first bytes, not the
 * name or the browser's guessed type), its size, and that the browser can actually decode it.
 * Shared by every screen that uploads photos (business images, profile, offers, team).
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

/**
 * Why a file was refused: `empty` (0 bytes), `type` (not JPEG, PNG or WebP by content),
 * `size` (over MAX_UPLOAD_BYTES), `decode` (looks like an image but does not decode).
 */
export type ImageProblem = 'empty' | 'type' | 'size' | 'decode';

export type ImageCheck =
  { ok: true; file: File; kind: ImageKind } | { ok: false; file: File; problem: ImageProblem };

/** Decodes the file or throws; swappable in tests (jsdom decodes nothing). */
export type Decoder = (file: Blob) => Promise<void>;

const HEADER_BYTES = 12;

/** The image kind named by a file's first bytes (its "magic number"), or null. */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, HEADER_BYTES);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The browser's own decoder: createImageBitmap where it exists, else an <img>. */
export const browserDecoder: Decoder = async (file) => {
  if (typeof globalThis.createImageBitmap === 'function') {
    const bitmap = await globalThis.createImageBitmap(file);
    bitmap.close();
    return;
  }
  const url = URL.createObjectURL(file);
  try {
    await new Promise<void>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('decode failed'));
      img.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** Checks one file: content type, size, then decoding (the slowest step, last). */
export async function checkImage(
  file: File,
  options: { maxBytes?: number; decode?: Decoder } = {},
): Promise<ImageCheck> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (file.size === 0) return { ok: false, file, problem: 'empty' };
  const kind = sniffImageKind(await readHead(file));
  if (!kind) return { ok: false, file, problem: 'type' };
  if (file.size > maxBytes) return { ok: false, file, problem: 'size' };
  try {
    await (options.decode ?? browserDecoder)(file);
  } catch {
    return { ok: false, file, problem: 'decode' };
  }
  return { ok: true, file, kind };
}

/** Checks several files; the good ones and the refused ones, each in the order picked. */
export async function checkImages(
  files: Iterable<File>,
  options: { maxBytes?: number; decode?: Decoder } = {},
): Promise<{ accepted: File[]; refused: { file: File; problem: ImageProblem }[] }> {
  const results = await Promise.all([...files].map((f) => checkImage(f, options)));
  const accepted: File[] = [];
  const refused: { file: File; problem: ImageProblem }[] = [];
  for (const r of results) {
    if (r.ok) accepted.push(r.file);
    else refused.push({ file: r.file, problem: r.problem });
  }
  return { accepted, refused };
}
