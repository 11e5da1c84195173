/**
 * @jest-environment node
 */
import { join } from 'node:path';
import type { NavigationItem } from '@cis/contracts';
import { mergedTranslations } from '../../vite-plugins/translations';
import { NAVIGATION } from '../../../bff/src/navigation/navigation.menu';
import { PORTAL_PAGES, TEMPLATE_PAGES } from './pages';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
const src = join(__dirname, '..');
const languages = { 'en-US': mergedTranslations(src, 'en-US') as Tree, km: mergedTranslations(src, 'km') as Tree };

const menuKeys = (items: readonly NavigationItem[]): string[] => items.flatMap((i) => [i.title, ...menuKeys(i.children ?? [])]);

describe('every title the shell shows has a translation', () => {
  const keys = new Set([
    ...Object.values(NAVIGATION).flatMap((items) => menuKeys(items)),
    ...PORTAL_PAGES.map((p) => p.title),
    ...TEMPLATE_PAGES.map((p) => p.title),
  ]);
  for (const [code, tree] of Object.entries(languages)) {
    it(`menu items and page titles in ${code}`, () => {
      expect([...keys].filter((k) => typeof lookup(tree, k) !== 'string')).toEqual([]);
    });
  }
});
