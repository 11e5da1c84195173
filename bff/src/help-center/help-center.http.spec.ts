import { HelpCenterEvents, type FaqCategoryWithFaqs, type GuideCategorySummary, type GuideCategoryWithGuide, type GuideCategoryWithGuides } from '@cis/contracts';
import { FAQS, FAQ_CATEGORIES, GUIDES, GUIDE_CATEGORIES } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const withoutContent = ({ content: _c, contentKm: _k, ...guide }: (typeof GUIDES)[number]) => guide;
const guidesOf = (categoryId: string) => GUIDES.filter((g) => g.categoryId === categoryId);

describe('help center over HTTP', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('vendor@cis.test');
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set(t.auth(token));

  it('faqs: every category with its faqs (5 categories, 27 faqs)', async () => {
    const res: FaqCategoryWithFaqs[] = (await get('/api/apps/help-center/faqs').expect(200)).body;
    expect(res.map((c) => c.title)).toEqual(['Most asked', 'General inquiries', 'Licenses', 'Payments', 'Support']);
    expect(res.flatMap((c) => c.faqs)).toHaveLength(27);
    for (const category of res) {
      const { faqs, ...rest } = category;
      expect(rest).toEqual(FAQ_CATEGORIES.find((c) => c.id === category.id));
      expect(faqs).toEqual(FAQS.filter((f) => f.categoryId === category.id));
    }
  });

  it('faqs with a slug: only that category; unknown slug 404; bad slug 400', async () => {
    const res: FaqCategoryWithFaqs[] = (await get('/api/apps/help-center/faqs?slug=payments').expect(200)).body;
    expect(res).toHaveLength(1);
    expect(res[0]?.title).toBe('Payments');
    expect(res[0]?.faqs.every((f) => f.categoryId === res[0]?.id)).toBe(true);
    const missing = await get('/api/apps/help-center/faqs?slug=pricing').expect(404);
    expect(missing.body).toMatchObject({ status: 404, developerMessage: 'Resource does not exist!' });
    await get('/api/apps/help-center/faqs?slug=Not%20A%20Slug').expect(400);
    await get('/api/apps/help-center/faqs?category=payments').expect(400);
  });

  it('guides: every category with visibleGuides, totalGuides and the first 5 guides (no content)', async () => {
    const res: GuideCategorySummary[] = (await get('/api/apps/help-center/guides').expect(200)).body;
    expect(res.map((c) => c.title)).toEqual(['Getting Started', 'Projects', 'Settings', 'Payments', 'Your Account']);
    expect(res.reduce((sum, c) => sum + c.totalGuides, 0)).toBe(27);
    for (const category of res) {
      const all = guidesOf(category.id);
      expect(category.visibleGuides).toBe(5);
      expect(category.totalGuides).toBe(all.length);
      expect(category.guides).toEqual(all.slice(0, 5).map(withoutContent));
    }
    expect(res.some((c) => c.totalGuides > c.guides.length)).toBe(true);
  });

  it('guides with a limit, and with a slug (all guides of that category)', async () => {
    const limited: GuideCategorySummary[] = (await get('/api/apps/help-center/guides?limit=2').expect(200)).body;
    expect(limited.every((c) => c.visibleGuides === 2 && c.guides.length === 2)).toBe(true);
    const started: GuideCategoryWithGuides[] = (await get('/api/apps/help-center/guides?slug=getting-started').expect(200)).body;
    expect(started).toHaveLength(1);
    const category = GUIDE_CATEGORIES.find((c) => c.slug === 'getting-started') as (typeof GUIDE_CATEGORIES)[number];
    expect(started[0]).toEqual({ ...category, guides: guidesOf(category.id).map(withoutContent) });
    expect(started[0]?.guides.length).toBeGreaterThan(5);
    await get('/api/apps/help-center/guides?slug=nope').expect(404);
    for (const bad of ['?limit=-1', '?limit=abc', '?limit=101', '?slug=UPPER']) await get(`/api/apps/help-center/guides${bad}`).expect(400);
  });

  it('guide: the category with one guide including its (sanitised) content; unknown slugs 404', async () => {
    const category = GUIDE_CATEGORIES.find((c) => c.slug === 'payments') as (typeof GUIDE_CATEGORIES)[number];
    const guide = guidesOf(category.id)[0] as (typeof GUIDES)[number];
    const res: GuideCategoryWithGuide = (await get(`/api/apps/help-center/guide?categorySlug=payments&guideSlug=${guide.slug}`).expect(200)).body;
    expect(res).toEqual({ ...category, guides: [{ ...guide, content: res.guide.content }], guide: { ...guide, content: res.guide.content } });
    expect(res.guides[0]).toEqual(res.guide);
    expect(res.guide.content).toContain('<ol>');
    expect(res.guide.content).toContain('<a href="/apps/help-center">');
    expect(res.guide.content).toBe(guide.content);
    await get(`/api/apps/help-center/guide?categorySlug=payments&guideSlug=no-such-guide`).expect(404);
    await get(`/api/apps/help-center/guide?categorySlug=nope&guideSlug=${guide.slug}`).expect(404);
    // A guide exists only under its own category.
    await get(`/api/apps/help-center/guide?categorySlug=settings&guideSlug=${guide.slug}`).expect(404);
    await get('/api/apps/help-center/guide?categorySlug=payments').expect(400);
  });

  it('answers the Khmer text beside the English: FAQs, guide titles and the guide content (sanitised too)', async () => {
    const [payments]: FaqCategoryWithFaqs[] = (await get('/api/apps/help-center/faqs?slug=payments').expect(200)).body;
    expect(payments?.titleKm).toBe('ការទូទាត់');
    expect(payments?.faqs.find((f) => f.question === 'Can I pay in riel?')).toMatchObject({
      questionKm: 'តើខ្ញុំអាចបង់ជាប្រាក់រៀលបានទេ?', answerKm: expect.stringContaining('ពន្ធត្រូវបង់ជាប្រាក់រៀល'),
    });
    const [started]: GuideCategoryWithGuides[] = (await get('/api/apps/help-center/guides?slug=getting-started').expect(200)).body;
    expect(started?.titleKm).toBe('ការចាប់ផ្តើម');
    expect(started?.guides.find((g) => g.slug === 'switching-the-language')).toMatchObject({ titleKm: 'ការប្តូរភាសា', subtitleKm: 'ភាសាអង់គ្លេស និងភាសាខ្មែរ' });
    const one: GuideCategoryWithGuide = (await get('/api/apps/help-center/guide?categorySlug=getting-started&guideSlug=switching-the-language').expect(200)).body;
    expect(one.guide.contentKm).toContain('<h2>ការប្តូរភាសា</h2>');
    expect(one.guide.contentKm).toContain('<a href="/apps/help-center">ចូលមើលមជ្ឈមណ្ឌលជំនួយ</a>');
    expect(one.guide.content).toContain('<h2>Switching the language</h2>');
  });

  it('answers an item stored before the Khmer fields with its English text in them', async () => {
    const category = FAQ_CATEGORIES.find((c) => c.slug === 'support') as (typeof FAQ_CATEGORIES)[number];
    const old = { id: 'faq-before-khmer', categoryId: category.id, question: 'An old question?', answer: 'An old answer.' };
    await t.store.append('faq-faq-before-khmer', [{ type: HelpCenterEvents.faqAdded, data: { faq: old } }], 0, { tenant: 'cis', userId: null });
    const [support]: FaqCategoryWithFaqs[] = (await get('/api/apps/help-center/faqs?slug=support').expect(200)).body;
    expect(support?.faqs.find((f) => f.id === old.id)).toEqual({ ...old, questionKm: 'An old question?', answerKm: 'An old answer.' });
  });
});
