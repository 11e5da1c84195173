/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { mergedTranslations } from '../../vite-plugins/translations';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

const src = join(__dirname, '..');
const english = flatten(mergedTranslations(src, 'en-US'));
const khmer = flatten(mergedTranslations(src, 'km'));
const KHMER_SCRIPT = /[\u1780-\u17FF]/;
// Strings that read the same in both languages: product names, units, codes, formats and pure placeholders.
const SAME_IN_BOTH = /^(Cis|CIS|KHR|USD|OK|ID|P24|VAT|TIN|PDF|CSV|Email|[\d\s.,:%/+\-()៛$#@{}|a-zA-Z_]*\{\{[^}]+\}\}[\d\s.,:%/+\-()៛$#@{}|]*|[A-Z]{2,5}|[\d\s.,:%/+\-()៛$#@×]+|[a-zA-Z]+ (©|\|) .*)$/;

// Proper names written in Latin script in Khmer interfaces too (a bank's payment app, an icon set).
const PROPER_NAMES = new Set(['ABA Pay', 'Feather']);

describe('translations', () => {
  it('has the same keys in English and Khmer', () => {
    expect([...english.keys()].filter((k) => !khmer.has(k))).toEqual([]);
    expect([...khmer.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('writes every Khmer string in Khmer script unless it reads the same in both languages', () => {
    const untranslated = [...khmer].filter(
      ([, value]) => value.trim() !== '' && !KHMER_SCRIPT.test(value) && !SAME_IN_BOTH.test(value.trim()) && !PROPER_NAMES.has(value.trim()),
    );
    expect(untranslated.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
    const mismatched = [...english].filter(([key, value]) => khmer.has(key) && placeholders(value).join() !== placeholders(khmer.get(key)!).join());
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });
});
