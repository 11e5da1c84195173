import { guideLink, hasMore, opensWithHeading } from './help-center.api';

describe('help center', () => {
  it("offers 'see all' only when a category has more guides than it lists", () => {
    const guides = Array.from({ length: 5 }, (_, i) => ({ id: `${i}`, categoryId: 'c', slug: `g${i}`, title: '', titleKm: '', subtitle: '', subtitleKm: '' }));
    expect(hasMore({ guides, totalGuides: 6 })).toBe(true);
    expect(hasMore({ guides, totalGuides: 5 })).toBe(false);
  });

  it('links categories and guides, and does not repeat a title the content already opens with', () => {
    expect(guideLink('payments')).toBe('/apps/help-center/guides/payments');
    expect(guideLink('payments', 'refunds')).toBe('/apps/help-center/guides/payments/refunds');
    expect(opensWithHeading('<h2>Title</h2><p>x</p>')).toBe(true);
    expect(opensWithHeading('<p>x</p><h2>Later</h2>')).toBe(false);
  });
});
