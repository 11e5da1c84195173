/**
 * @jest-environment node
 */
import { PAGE_TITLES } from '@cis/contracts';
import en from '../i18n/en-US.json';
import km from '../i18n/km.json';

it('searches the menu titles the reader sees: the server’s copy of each title equals the i18n files, in both languages', () => {
  const menu = (tree: typeof en) => tree.label.menu as Record<string, string>;
  const expected = Object.fromEntries(Object.keys(menu(en)).map((key) => [`label.menu.${key}`, { en: menu(en)[key], km: menu(km as typeof en)[key] }]));
  expect(PAGE_TITLES).toEqual(expected);
});
