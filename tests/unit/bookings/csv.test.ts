import { describe, expect, it } from 'vitest';
import { buildCsv, csvField, UTF8_BOM } from '../../../src/features/bookings/lib/csv';
import { bookingsCsv } from '../../../src/features/bookings/lib/booking-csv';
import { makeBooking } from './fixtures';

describe('CSV fields', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Anna')).toBe('Anna');
    expect(csvField(49.5)).toBe('49.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('Berlin, Mitte')).toBe('"Berlin, Mitte"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('x;y')).toBe('"x;y"');
  });

  it('keeps spreadsheets from running formulas, but not phone numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+49 170 1000')).toBe('+49 170 1000');
  });

  it('prefixes a client named like a DDE command, which used to go out as it was', () => {
    expect(csvField("-1+1+cmd|' /C calc'!A0")).toBe("'-1+1+cmd|' /C calc'!A0");
    expect(csvField("+1+cmd|' /C calc'!A0")).toBe("'+1+cmd|' /C calc'!A0");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('+1 (0) calc')).toBe("'+1 (0) calc");
  });

  it('prefixes every text starting with =, +, -, @, a tab or a carriage return', () => {
    for (const text of ['=1+1', '+A1', '-A1', '@SUM(A1)', '\t=1+1', '\r=1+1', '- note', '+']) {
      expect(csvField(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
    }
  });

  it('leaves a text that is wholly a number or a phone number as it is', () => {
    for (const text of [
      '-12.5',
      '+3',
      '-0,5',
      '+49 30 1234567',
      '+49 (30) 123-45',
      '+1/555-0100',
    ]) {
      expect(csvField(text).replace(/^"|"$/g, '')).toBe(text);
    }
    expect(csvField(-12.5)).toBe('-12.5');
  });
});

describe('CSV documents', () => {
  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    const csv = buildCsv(['a', 'b'], [[1, 'x']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}a,b\r\n1,x\r\n`);
  });

  it('keeps umlauts and other unicode as they are, and as UTF-8 bytes', async () => {
    const csv = buildCsv(['Name'], [['Jürgen Müller'], ['Zoë 🧪']]);
    expect(csv).toContain('Jürgen Müller');
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nJürgen Müller\r\nZoë 🧪\r\n');
  });

  it('writes one row per booking with its fields, quoted where needed', () => {
    const b = makeBooking(7, {
      status: 'confirmed',
      scheduled_at: new Date(2026, 2, 10, 9, 15).toISOString(),
      client: { first_name: 'Jürgen', last_name: 'Müller', email: 'j@example.com', phone: '+49 1' },
      tests: [
        { id: 1, name: 'Blood count', price: 20 },
        { id: 2, name: 'Vitamin D', price: 30 },
      ],
      price: 50,
      notes: 'Ring twice, "back door"\nthen wait',
    });
    const csv = bookingsCsv([b], {
      header: (c) => c.toUpperCase(),
      status: (s) => (s === 'confirmed' ? 'Bestätigt' : s),
    });
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,DATE,TIME,STATUS,CLIENT,EMAIL,PHONE,TESTS,ADDRESS,PRICE,NOTES,HISTORY',
    );
    expect(csv).toContain(
      '7,2026-03-10,09:15,Bestätigt,Jürgen Müller,j@example.com,+49 1,"Blood count; Vitamin D",' +
        '"Hauptstraße 1, 10115 Berlin",50,"Ring twice, ""back door""\nthen wait",',
    );
  });

  it('writes the history oldest first, with who took each step where it is known', () => {
    const b = makeBooking(8, {
      history: [
        { status: 'pending', at: new Date(2026, 10, 26, 18, 5).toISOString() },
        {
          status: 'confirmed',
          at: new Date(2026, 10, 27, 8, 30).toISOString(),
          by: { id: null, name: 'Lena M.' },
        },
        {
          status: 'sample_collected',
          at: new Date(2026, 10, 27, 10, 42).toISOString(),
          by: { id: 4, name: 'Anna K.' },
        },
      ],
    });
    const csv = bookingsCsv([b], {
      header: (c) => c,
      status: (s) => ({ pending: 'Pending', confirmed: 'Confirmed' })[s] ?? 'Sample collected',
    });
    expect(csv).toContain(
      ',"Pending 2026-11-26 18:05; Confirmed 2026-11-27 08:30 Lena M.; ' +
        'Sample collected 2026-11-27 10:42 Anna K."\r\n',
    );
  });

  it("puts a ' before a client's name that a spreadsheet would run", () => {
    const b = makeBooking(9, { client: { first_name: "-1+1+cmd|' /C calc'!A0", last_name: '' } });
    const row = bookingsCsv([b], { header: (c) => c, status: (s) => s }).split('\r\n')[1]!;
    expect(row.split(',')[4]).toBe("'-1+1+cmd|' /C calc'!A0");
  });
});
