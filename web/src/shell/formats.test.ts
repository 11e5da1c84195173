import { CHAT_PANEL_WIDTH_PX } from '@cis/contracts';
import { DATE_PATTERNS, formatDate } from '../lib/dates';

const formatMessageTime = (iso: string, language: string) => formatDate(iso, language, DATE_PATTERNS.messageTime);
import { formatRiel } from './balance/format';
import { groupByDay } from './chat/QuickChatPanel';

describe('formats of the shell', () => {
  it("message time reads 'MMM dd, h:mm a'", () => {
    expect(formatMessageTime('2026-03-05T14:07:00', 'en-US')).toBe('Mar 05, 2:07 PM');
    expect(formatMessageTime('not a date', 'en-US')).toBe('');
  });
  it('balances are riel with the riel sign and grouping', () => {
    expect(formatRiel(1_250_000, 'en-US')).toBe('៛1,250,000');
    expect(formatRiel(99.6, 'en-US')).toBe('៛100');
  });
  it("chat messages are grouped per day under a 'longDate' heading", () => {
    const groups = groupByDay(
      [
        { value: 'a', isMine: true, createdAt: '2026-03-05T09:00:00' },
        { value: 'b', isMine: false, createdAt: '2026-03-05T18:30:00' },
        { value: 'c', isMine: true, createdAt: '2026-03-06T08:00:00' },
      ] as never,
      'en-US',
    );
    expect(groups.map((g) => [g.label, g.messages.length])).toEqual([
      ['March 5, 2026', 2],
      ['March 6, 2026', 1],
    ]);
  });
  it('the team chat panel is 384 px wide', () => {
    expect(CHAT_PANEL_WIDTH_PX).toBe(384);
  });
});
