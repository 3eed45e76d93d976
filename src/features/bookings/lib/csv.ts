/** Byte order mark: tells Excel the file is UTF-8, so umlauts survive. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** The first characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A text that is wholly a number: "-12.5", "+3", "-0,5". */
const WHOLE_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/**
 * A phone number: "+49 30 1234567", "+49 (30) 123-45". Digits, spaces, brackets, / and - call
 * nothing (no function, no DDE link), so a spreadsheet cannot be made to run anything by one.
 */
const PHONE_NUMBER = /^\+\d[\d ()/-]*\d$/;

/** Whether a text would run as a formula in a spreadsheet, and so needs a leading ' . */
function runsAsFormula(text: string): boolean {
  return FORMULA_START.test(text) && !WHOLE_NUMBER.test(text) && !PHONE_NUMBER.test(text);
}

/**
 * One field per RFC 4180: quoted when it holds a quote, comma, semicolon or line break (quotes
 * doubled). A text starting with =, +, -, @, a tab or a carriage return gets a leading ' so no
 * spreadsheet runs it ("-1+1+cmd|' /C calc'!A0" is a client's name, not a command), unless it
 * is wholly a number or a phone number such as "+49 170 ...", which stay as they are.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && runsAsFormula(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: BOM, header row, then rows, lines ended by CRLF. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Offers a text as a file download through a temporary Blob link. */
export function downloadText(
  text: string,
  filename: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
