import { INBOX_DAY_PARAMS, INBOX_RETURN_TYPE_PARAMS, INBOX_RIEL_PARAMS, khmerOr, type InboxItem } from '@cis/contracts';
import { isKhmer } from '../../lib/in-language';
import { formatDay } from '../../lib/dates';
import { formatRiel } from '../balance/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const RIEL_PARAMS = new Set<string>(INBOX_RIEL_PARAMS);
const DAY_PARAMS = new Set<string>(INBOX_DAY_PARAMS);
const RETURN_TYPE_PARAMS = new Set<string>(INBOX_RETURN_TYPE_PARAMS);

/**
 * What an inbox item says, in the reader's language: an item the system wrote carries a code and parameters
 * (`inbox.codes.<code>.title|description`); a typed or sample item shows its own text, in Khmer where it has a Khmer
 * twin (`titleKm`, `descriptionKm`; English where it has none, as items written before them); a code this build does
 * not know shows the item's text.
 */
export function inboxText(item: InboxItem, t: Translate, language: string): { title: string; description: string } {
  if (!item.code) {
    if (!isKhmer(language)) return { title: item.title, description: item.description };
    return { title: khmerOr(item.titleKm, item.title), description: khmerOr(item.descriptionKm, item.description) };
  }
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(item.params ?? {})) {
    // Amounts, days and return types are written for the reader: their digits, date pattern and words.
    if (RIEL_PARAMS.has(name) && typeof value === 'number') params[name] = formatRiel(value, language);
    else if (DAY_PARAMS.has(name) && typeof value === 'string') params[name] = formatDay(value, language) || value;
    else if (RETURN_TYPE_PARAMS.has(name) && typeof value === 'string') params[name] = t(`inbox.returnType.${value}`, { defaultValue: value });
    else params[name] = value;
  }
  const key = `inbox.codes.${item.code}`;
  return {
    title: t(`${key}.title`, { ...params, defaultValue: item.title, interpolation: { escapeValue: false } }),
    description: t(`${key}.description`, { ...params, defaultValue: item.description, interpolation: { escapeValue: false } }),
  };
}
