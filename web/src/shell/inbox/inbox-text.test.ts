import type { InboxItem } from '@cis/contracts';
import { inboxText } from './inbox-text';

const item = (patch: Partial<InboxItem>): InboxItem => ({
  id: 'm1', icon: null, image: null, title: 'Top-up confirmed', description: '៛45,000 was added (transaction T1).',
  time: '2026-11-25T08:00:00.000Z', read: false, seen: false, link: null, useRouter: false, ...patch,
});
const t = (key: string, options?: Record<string, unknown>) => `${key}|${JSON.stringify(Object.fromEntries(Object.entries(options ?? {}).filter(([k]) => k !== 'interpolation' && k !== 'defaultValue')))}`;

it('words a coded item from its code, the amount written for the reader', () => {
  const text = inboxText(item({ code: 'topUpApproved', params: { tranId: 'T1', amount: 45_000 } }), t, 'km');
  expect(text.title).toBe('inbox.codes.topUpApproved.title|{"tranId":"T1","amount":"៛45,000"}');
  expect(text.description).toBe('inbox.codes.topUpApproved.description|{"tranId":"T1","amount":"៛45,000"}');
});

it('shows a typed item as written', () => {
  expect(inboxText(item({}), t, 'km')).toEqual({ title: 'Top-up confirmed', description: '៛45,000 was added (transaction T1).' });
});

it('shows a sample item in Khmer from its Khmer twin, in English to an English reader', () => {
  const seeded = item({ title: 'New exchange rate published', description: 'The daily exchange rate is 4,020 ៛ per US dollar.', titleKm: 'អត្រាប្តូរប្រាក់ថ្មីត្រូវបានផ្សព្វផ្សាយ', descriptionKm: 'អត្រាប្តូរប្រាក់ប្រចាំថ្ងៃគឺ 4,020 ៛ ក្នុងមួយដុល្លារអាមេរិក។' });
  expect(inboxText(seeded, t, 'km')).toEqual({ title: 'អត្រាប្តូរប្រាក់ថ្មីត្រូវបានផ្សព្វផ្សាយ', description: 'អត្រាប្តូរប្រាក់ប្រចាំថ្ងៃគឺ 4,020 ៛ ក្នុងមួយដុល្លារអាមេរិក។' });
  expect(inboxText(seeded, t, 'km-KH').title).toBe('អត្រាប្តូរប្រាក់ថ្មីត្រូវបានផ្សព្វផ្សាយ');
  expect(inboxText(seeded, t, 'en-US')).toEqual({ title: 'New exchange rate published', description: 'The daily exchange rate is 4,020 ៛ per US dollar.' });
  // An item written before the Khmer twins (or with an empty one) keeps its English text.
  expect(inboxText({ ...seeded, descriptionKm: '' }, t, 'km').description).toBe('The daily exchange rate is 4,020 ៛ per US dollar.');
});

it('writes a due date in the reader date pattern and the return type in their words', () => {
  const words = (key: string, options?: Record<string, unknown>) => (key.startsWith('inbox.returnType.') ? `type:${key.slice(17)}` : `${key}|${JSON.stringify(Object.fromEntries(Object.entries(options ?? {}).filter(([k]) => k !== 'interpolation' && k !== 'defaultValue')))}`);
  const text = inboxText(item({ code: 'taxReturnDue', params: { clientName: 'Angkor', returnType: 'monthly', period: '2024-06', dueDate: '2024-07-20' } }), words, 'km');
  expect(text.title).toBe('inbox.codes.taxReturnDue.title|{"clientName":"Angkor","returnType":"type:monthly","period":"2024-06","dueDate":"20 កក្កដា 2024"}');
});
