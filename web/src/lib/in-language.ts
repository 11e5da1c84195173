/** Whether a reader reads Khmer ('km', 'km-KH'): the one test of it (dates.ts re-exports it). */
export function isKhmer(language: string | null | undefined): boolean {
  return !!language && (language === 'km' || language.startsWith('km-'));
}

/**
 * Bilingual text in the reader's language: the one way the web picks between an English and a Khmer text (issue 14
 * "Help"). A Khmer reader ('km', 'km-KH') gets the Khmer text, every other reader the English; where the reader's
 * text is missing or empty (content written before its Khmer existed, a client known by its Khmer name only) the
 * other language's is shown rather than nothing. Neither: ''.
 */
export function textIn(language: string, en: string | null | undefined, km: string | null | undefined): string {
  const [first, second] = isKhmer(language) ? [km, en] : [en, km];
  return first || second || '';
}

/** A label of the contracts (`{ en, km }`: kinds, categories, search results, permissions) in the reader's language. */
export function labelIn(language: string, label: { en?: string | null; km?: string | null }): string {
  return textIn(language, label.en, label.km);
}

/**
 * A row named in both languages (`nameEn`/`nameKm`: master data, gazetteer rows, the firm), its values as read, so
 * unknown; a master-data row's fields are an index (a record), hence the second member.
 */
export type NamedRow = { nameEn?: unknown; nameKm?: unknown } | Readonly<Record<string, unknown>>;

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A row's name in the reader's language (the other language's where that one is empty; '' when it has neither). */
export function nameIn(language: string, row: NamedRow): string {
  return textIn(language, stringOf(row.nameEn), stringOf(row.nameKm));
}

/**
 * A row's name in the language the reader does not read ('' when it has none): the second line of a name shown in
 * both languages, and what a picker also filters by so either spelling finds the row.
 */
export function otherNameIn(language: string, row: NamedRow): string {
  return stringOf(isKhmer(language) ? row.nameEn : row.nameKm);
}
