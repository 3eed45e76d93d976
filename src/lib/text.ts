/**
 * Case- and accent-insensitive form of a text, for search and filters: "Müller", "MULLER" and
 * " muller " all give "muller" (runs of white space become one space).
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
