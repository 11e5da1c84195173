import { HELP_CATEGORIES, isOneOf, type HelpCategory, type MasterDataRow } from '@cis/contracts';
import { textIn } from '../../lib/in-language';

/** A help text block: a paragraph, or a list of items (consecutive lines starting with "- "). */
export type HelpBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The body of a help article as the seed and the master-data form write it: paragraphs separated by a blank line,
 * "- " lines as list items. Plain text only: nothing of it is ever read as HTML.
 */
export function helpBlocks(body: string | null | undefined): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const chunk of (body ?? '').replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    let list: string[] | null = null;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flush();
        if (!list) blocks.push({ kind: 'list', items: (list = []) });
        list.push(line.slice(2));
      } else {
        list = null;
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** A row's value when it is text (a row's values are text, numbers, flags or null). */
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The row's text in the reader's language, the other language when that one is empty. */
export function inLanguage(row: MasterDataRow, en: string, km: string, language: string): string {
  return textIn(language, textOf(row[en]), textOf(row[km]));
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/** Rows holding the query in either language (names, bodies, descriptions), in the chosen category (null: all). */
export function filterHelp(rows: readonly MasterDataRow[], query: string, category: HelpCategory | null): MasterDataRow[] {
  const needle = fold(query.trim());
  return rows.filter((row) => {
    if (row.retired) return false;
    if (category && row.category !== category) return false;
    if (!needle) return true;
    return ['nameEn', 'nameKm', 'bodyEn', 'bodyKm', 'description', 'descriptionKm', 'code']
      .some((field) => { const text = textOf(row[field]); return text !== null && fold(text).includes(needle); });
  });
}

/** Categories in their declared order, each with its rows; empty categories left out; rows without one last. */
export function byCategory(rows: readonly MasterDataRow[], first?: HelpCategory): Array<{ category: HelpCategory | null; rows: MasterDataRow[] }> {
  const order = first ? [first, ...HELP_CATEGORIES.filter((c) => c !== first)] : [...HELP_CATEGORIES];
  const groups: Array<{ category: HelpCategory | null; rows: MasterDataRow[] }> = order
    .map((category) => ({ category, rows: rows.filter((r) => r.category === category) }));
  groups.push({ category: null, rows: rows.filter((r) => !isOneOf(HELP_CATEGORIES, r.category)) });
  return groups.filter((g) => g.rows.length > 0);
}

/** "5 min" / "5 នាទី" from seconds. */
export function durationLabel(seconds: unknown, language: string): string | null {
  if (typeof seconds !== 'number' || seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return textIn(language, `${minutes} min`, `${minutes} នាទី`);
}
