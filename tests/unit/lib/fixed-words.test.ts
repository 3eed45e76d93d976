import { describe, expect, it, vi } from 'vitest';
import { fixedWords } from '../../../src/lib/fixed-words';

describe('fixedWords', () => {
  it('asks for each key once and answers the same word after', () => {
    const t = vi.fn((key: string) => `word of ${key}`);
    const words = fixedWords(t);
    expect([words('a'), words('b'), words('a'), words('a')]).toEqual([
      'word of a',
      'word of b',
      'word of a',
      'word of a',
    ]);
    expect(t.mock.calls.map(([key]) => key)).toEqual(['a', 'b']);
  });

  it('asks again for a key that was missing (i18next answered the key itself)', () => {
    let loaded = false;
    const t = vi.fn((key: string) => (loaded ? 'Bestätigt' : key));
    const words = fixedWords(t);
    expect(words('status.confirmed')).toBe('status.confirmed');
    loaded = true;
    expect(words('status.confirmed')).toBe('Bestätigt');
    expect(t).toHaveBeenCalledTimes(2);
  });
});
