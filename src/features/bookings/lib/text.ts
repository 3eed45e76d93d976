/** Case- and accent-insensitive form of a text, for search and filters ("Müller" ~ "muller"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();
}
