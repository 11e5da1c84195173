/**
 * @jest-environment node
 */
import type { SearchResultSet } from '@cis/contracts';
import { openableSets, resultDetail, resultLabel } from './SearchBar';

const t = (key: string, o?: { defaultValue?: string }) => ({ 'label.menu.monthlyTax': 'ពន្ធប្រចាំខែ' } as Record<string, string>)[key] ?? o?.defaultValue ?? key;

it("translates a page result's menu key, and shows contacts and tasks as the server sent them", () => {
  expect(resultLabel('pages', { value: 'label.menu.monthlyTax', title: 'label.menu.monthlyTax', link: '/monthly-tax' }, t)).toBe('ពន្ធប្រចាំខែ');
  expect(resultLabel('pages', { value: 'label.menu.unknownPage', link: '/x' }, t)).toBe('Unknown page');
  expect(resultLabel('contacts', { value: 'Dara', name: 'Dara Kim', link: '/apps/contacts/1' }, t)).toBe('Dara Kim');
  expect(resultLabel('tasks', { value: 'x', title: 'Renew the certificate', completed: false, link: '/apps/tasks/1' }, t)).toBe('Renew the certificate');
});

it("drops the contacts and tasks groups for a customer or vendor (the firm's apps), keeps pages and empty-free groups", () => {
  const sets: SearchResultSet[] = [
    { id: 'contacts', label: 'Contacts', results: [{ value: 'Emily Turner', name: 'Emily Turner', link: '/apps/contacts/1' }] },
    { id: 'pages', label: 'Pages', results: [{ value: 'label.menu.monthlyTax', link: '/monthly-tax' }] },
    { id: 'tasks', label: 'Tasks', results: [] },
  ];
  const ids = (grant: Parameters<typeof openableSets>[1]) => openableSets(sets, grant).map((s) => s.id);
  expect(ids({ kind: 'staff', role: 1, permissions: [] })).toEqual(['contacts', 'pages']);
  expect(ids({ kind: 'customer', role: 2, permissions: ['ALL_FUNCTIONS'] })).toEqual(['pages']);
  expect(ids({ kind: 'vendor', role: 2, permissions: [] })).toEqual(['pages']);
});

it("shows what the server named in both languages (clients, returns, help) in the reader's language, with its second line", () => {
  const client = { value: 'Angkor Co., Ltd.', link: '/qt-clients/1', label: { en: 'Angkor Co., Ltd.', km: 'ក្រុមហ៊ុន អង្គរ' }, detail: { en: 'K001-1', km: 'K001-1' } };
  expect(resultLabel('clients', client, t, 'km')).toBe('ក្រុមហ៊ុន អង្គរ');
  expect(resultLabel('clients', client, t, 'en')).toBe('Angkor Co., Ltd.');
  expect(resultDetail(client, 'km')).toBe('K001-1');
  expect(resultDetail({ value: 'x', link: '/x' }, 'en')).toBeNull();
});
