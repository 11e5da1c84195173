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
