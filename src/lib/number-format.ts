/**
 * Numbers and euro amounts as `Intl.NumberFormat` writes them, for the app's two languages,
 * without making one. A page's first `Intl.NumberFormat` (or `DateTimeFormat`) loads ICU's number
 * data: 15 to 25 ms on the bench's host at full speed, about 300 ms on its phone CPU, one task on
 * the main thread of every cold start that shows a figure or a price (the dashboard's totals, the
 * first booking rows, the "n of m bookings" line). English and German as en-GB and de-DE are
 * written here, digit for digit what Intl writes (tests/unit/lib/number-format.test.ts compares
 * them over random values); anything else (another language, Intl options, a negative, NaN, a
 * value in exponent form or past 2^53) goes to Intl, one formatter per language and options.
 */

interface Separators {
  group: string;
  decimal: string;
  /** A positive euro amount, from its digits. */
  euros: (digits: string) => string;
}

const ENGLISH: Separators = { group: ',', decimal: '.', euros: (digits) => `€${digits}` };
// A no-break space before the sign, as CLDR has it.
const GERMAN: Separators = { group: '.', decimal: ',', euros: (digits) => `${digits}\u00a0€` };

/** The languages written here: those whose digits, for these styles, are en-GB's or de-DE's. */
const WRITTEN: Readonly<Record<string, Separators>> = {
  en: ENGLISH,
  'en-gb': ENGLISH,
  'en-us': ENGLISH,
  de: GERMAN,
  'de-de': GERMAN,
};

const intlFormats = new Map<string, Intl.NumberFormat>();

function intl(value: number, tag: string, options: Intl.NumberFormatOptions): string {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    intlFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * `value` (not negative, below 2^53) with at least `min` and at most `max` digits after the
 * point, rounded half away from zero as Intl does: from the shortest decimal that reads back as
 * `value` (what `String` gives, and ICU rounds), so 1.005 is 1.01, not toFixed's 1.00. Null when
 * `String` writes an exponent (below 1e-6).
 */
function fixed(value: number, min: number, max: number): { int: string; frac: string } | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const [whole = '', fraction = ''] = text.split('.');
  let int = whole;
  let frac = fraction;
  if (frac.length > max) {
    const up = frac.charCodeAt(max) >= 53; // '5' or more
    frac = frac.slice(0, max);
    if (up) {
      const digits = (BigInt(int + frac) + 1n).toString().padStart(max + 1, '0');
      int = digits.slice(0, digits.length - max);
      frac = digits.slice(digits.length - max);
    }
  }
  frac = frac.replace(/0+$/, '').padEnd(min, '0');
  return { int, frac };
}

function written(value: number, separators: Separators, min: number, max: number): string | null {
  if (!(value >= 0 && value < Number.MAX_SAFE_INTEGER) || Object.is(value, -0)) return null;
  const parts = fixed(value, min, max);
  if (!parts) return null;
  const int = parts.int.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return parts.frac ? `${int}${separators.decimal}${parts.frac}` : int;
}

/**
 * `new Intl.NumberFormat(tag, options).format(value)`. Without options (up to three digits after
 * the point, grouped) in English or German it is written here.
 */
export function formatNumber(
  value: number,
  tag: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const separators = WRITTEN[tag.toLowerCase()];
  const plain = separators && Object.keys(options).length === 0;
  return (plain && written(value, separators, 0, 3)) || intl(value, tag, options);
}

const TWO_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** An amount without its currency, two digits after the point: Intl's words with those options. */
export function formatAmount(value: number, tag: string): string {
  const separators = WRITTEN[tag.toLowerCase()];
  return (separators && written(value, separators, 2, 2)) || intl(value, tag, TWO_DIGITS);
}

/** `value` euros: `Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' })`'s words. */
export function formatEuros(value: number, tag: string): string {
  const separators = WRITTEN[tag.toLowerCase()];
  const digits = separators && written(value, separators, 2, 2);
  return digits
    ? separators.euros(digits)
    : intl(value, tag, { style: 'currency', currency: 'EUR' });
}

/** The options of `Intl.NumberFormat` (what i18next's `{{n, number(...)}}` may pass on). */
const NUMBER_OPTIONS = [
  'compactDisplay',
  'currency',
  'currencyDisplay',
  'currencySign',
  'localeMatcher',
  'maximumFractionDigits',
  'maximumSignificantDigits',
  'minimumFractionDigits',
  'minimumIntegerDigits',
  'minimumSignificantDigits',
  'notation',
  'numberingSystem',
  'roundingIncrement',
  'roundingMode',
  'roundingPriority',
  'signDisplay',
  'style',
  'trailingZeroDisplay',
  'unit',
  'unitDisplay',
  'useGrouping',
] as const;

/** Those of `options` that `Intl.NumberFormat` reads (i18next passes a translation's own too). */
export function numberOptions(
  options: Record<string, unknown> | undefined,
): Intl.NumberFormatOptions {
  const picked: Record<string, unknown> = {};
  for (const name of NUMBER_OPTIONS) {
    if (options?.[name] !== undefined) picked[name] = options[name];
  }
  return picked as Intl.NumberFormatOptions;
}
