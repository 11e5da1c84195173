/**
 * @jest-environment node
 */
import { resultLabel } from './SearchBar';

const t = (key: string, o?: { defaultValue?: string }) => ({ 'label.menu.monthlyTax': 'ពន្ធប្រចាំខែ' } as Record<string, string>)[key] ?? o?.defaultValue ?? key;

it("translates a page result's menu key, and shows contacts and tasks as the server sent them", () => {
  expect(resultLabel('pages', { value: 'label.menu.monthlyTax', title: 'label.menu.monthlyTax', link: '/monthly-tax' }, t)).toBe('ពន្ធប្រចាំខែ');
  expect(resultLabel('pages', { value: 'label.menu.unknownPage', link: '/x' }, t)).toBe('Unknown page');
  expect(resultLabel('contacts', { value: 'Dara', name: 'Dara Kim', link: '/apps/contacts/1' }, t)).toBe('Dara Kim');
  expect(resultLabel('tasks', { value: 'x', title: 'Renew the certificate', completed: false, link: '/apps/tasks/1' }, t)).toBe('Renew the certificate');
});
