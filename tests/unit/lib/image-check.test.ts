import { describe, expect, it } from 'vitest';
import { checkImage, checkImages, sniffImageKind } from '../../../src/lib/image-check';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

function file(bytes: number[], name: string, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

const decodes = () => Promise.resolve();
const fails = () => Promise.reject(new Error('broken'));

describe('image check', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageKind(new Uint8Array(JPEG))).toBe('jpeg');
    expect(sniffImageKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffImageKind(new Uint8Array(WEBP))).toBe('webp');
    expect(sniffImageKind(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it('accepts a real image that decodes', async () => {
    const r = await checkImage(file(PNG, 'a.png'), { decode: decodes });
    expect(r).toMatchObject({ ok: true, kind: 'png' });
  });

  it('refuses a text file named .png, whatever its declared type', async () => {
    const r = await checkImage(
      file(
        [...'hello world!'].map((c) => c.charCodeAt(0)),
        'fake.png',
      ),
      {
        decode: decodes,
      },
    );
    expect(r).toMatchObject({ ok: false, problem: 'type' });
  });

  it('refuses an empty file', async () => {
    expect(await checkImage(file([], 'e.jpg'), { decode: decodes })).toMatchObject({
      ok: false,
      problem: 'empty',
    });
  });

  it('refuses a file over the size limit', async () => {
    const r = await checkImage(file(JPEG, 'big.jpg'), { maxBytes: 5, decode: decodes });
    expect(r).toMatchObject({ ok: false, problem: 'size' });
  });

  it('refuses an image that does not decode', async () => {
    const r = await checkImage(file(WEBP, 'broken.webp'), { decode: fails });
    expect(r).toMatchObject({ ok: false, problem: 'decode' });
  });

  it('splits several files into accepted and refused, keeping their order', async () => {
    const { accepted, refused } = await checkImages(
      [file(JPEG, '1.jpg'), file([1, 2, 3], 'notes.txt'), file(PNG, '2.png')],
      { decode: decodes },
    );
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.png']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([['notes.txt', 'type']]);
  });
});
