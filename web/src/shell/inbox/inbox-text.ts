import type { InboxItem } from '@cis/contracts';
import { formatRiel } from '../balance/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Parameters that are amounts in riel: written with the reader's digits and grouping. */
const RIEL_PARAMS = new Set(['amount']);

/**
 * What an inbox item says, in the reader's language: an item the system wrote carries a code and parameters
 * (`inbox.codes.<code>.title|description`); a typed item, or a code this build does not know, shows its own text.
 */
export function inboxText(item: InboxItem, t: Translate, language: string): { title: string; description: string } {
  if (!item.code) return { title: item.title, description: item.description };
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(item.params ?? {})) {
    params[name] = RIEL_PARAMS.has(name) && typeof value === 'number' ? formatRiel(value, language) : value;
  }
  const key = `inbox.codes.${item.code}`;
  return {
    title: t(`${key}.title`, { ...params, defaultValue: item.title, interpolation: { escapeValue: false } }),
    description: t(`${key}.description`, { ...params, defaultValue: item.description, interpolation: { escapeValue: false } }),
  };
}
