import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatEuros,
  formatNumber,
  numberOptions,
} from '../../../src/lib/number-format';

const TAGS = ['en', 'en-GB', 'en-US', 'de', 'de-DE'];
const intlNumber = (value: number, tag: string, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(tag, options).format(value);
const intlEuros = (value: number, tag: string) =>
  intlNumber(value, tag, { style: 'currency', currency: 'EUR' });
const intlAmount = (value: number, tag: string) =>
  intlNumber(value, tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Values where rounding, grouping and the shortest decimal meet their edges. */
const EDGES = [
  0,
  1,
  0.5,
  0.05,
  0.005,
  0.0005,
  1.005,
  2.675,
  1.0005,
  999.995,
  999.9995,
  9.995,
  99999.995,
  1234.5,
  1000,
  999,
  1_000_000,
  12_345_678.9,
  0.1 + 0.2,
  1e-6,
  1.5e-7,
  1e15 + 0.3,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  1e21,
  -0,
  -1.5,
  -1234.567,
  NaN,
  Infinity,
];

describe('number-format', () => {
  it('writes numbers as Intl does, in English and German, at the edges', () => {
    for (const tag of TAGS) {
      for (const value of EDGES) {
        expect(formatNumber(value, tag), `${value} ${tag}`).toBe(intlNumber(value, tag));
        expect(formatEuros(value, tag), `${value} € ${tag}`).toBe(intlEuros(value, tag));
        expect(formatAmount(value, tag), `${value} amount ${tag}`).toBe(intlAmount(value, tag));
      }
    }
  });

  it('writes random numbers and prices as Intl does', () => {
    const values = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000_000 }),
      fc.double({ min: 0, max: 1e12, noNaN: true }),
      fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(values, fc.constantFrom(...TAGS), (value, tag) => {
        expect(formatNumber(value, tag)).toBe(intlNumber(value, tag));
        expect(formatEuros(value, tag)).toBe(intlEuros(value, tag));
        expect(formatAmount(value, tag)).toBe(intlAmount(value, tag));
      }),
      { numRuns: 5000 },
    );
  });

  it('hands other languages and Intl options to Intl', () => {
    expect(formatNumber(1234567.891, 'de-CH')).toBe(intlNumber(1234567.891, 'de-CH'));
    expect(formatNumber(1234567.891, 'fr')).toBe(intlNumber(1234567.891, 'fr'));
    expect(formatEuros(1234.5, 'fr-FR')).toBe(intlEuros(1234.5, 'fr-FR'));
    expect(formatAmount(1234.5, 'fr-FR')).toBe(intlAmount(1234.5, 'fr-FR'));
    const options = { minimumFractionDigits: 2 };
    expect(formatNumber(3, 'en', options)).toBe('3.00');
    expect(formatNumber(1234.5, 'de', { maximumFractionDigits: 0 })).toBe('1.235');
  });

  it("picks Intl's options out of a translation's", () => {
    expect(numberOptions({ count: 3, ns: 'bookings', maximumFractionDigits: 1 })).toEqual({
      maximumFractionDigits: 1,
    });
    expect(numberOptions(undefined)).toEqual({});
  });
});
