import '../../test/text-encoding.polyfill';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AcademyRoutes, HelpCenterRoutes, type FaqCategoryWithFaqs, type GuideCategoryWithGuide } from '@cis/contracts';
import { ACADEMY_CATEGORIES, ACADEMY_COURSES, FAQS, FAQ_CATEGORIES, GUIDES, GUIDE_CATEGORIES } from '@cis/fixtures';
import { http } from '../../api/http';
import FaqsPage from './FaqsPage';
import GuidePage from './GuidePage';
import AcademyPage from '../academy/AcademyPage';
import CoursePage from '../academy/CoursePage';

/** Issue 14 "Help": a Khmer reader reads the help center and the academy in Khmer, English where a text has no Khmer. */
const reader = { language: 'km' };
jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: reader }),
}));
jest.mock('../../shell/page/PageFrame', () => ({
  PageFrame: ({ children, subtitle }: { children: ReactNode; subtitle?: string }) => <div><p data-testid="subtitle">{subtitle}</p>{children}</div>,
}));
jest.mock('../../api/http', () => {
  const actual = jest.requireActual('../../api/http');
  return { ...actual, http: { get: jest.fn(), post: jest.fn(), patch: jest.fn(), put: jest.fn(), delete: jest.fn() } };
});

const faqCategory = FAQ_CATEGORIES.find((c) => c.slug === 'payments')!;
const faqs: FaqCategoryWithFaqs[] = [{ ...faqCategory, faqs: FAQS.filter((f) => f.categoryId === faqCategory.id) }];
const guideCategory = GUIDE_CATEGORIES.find((c) => c.slug === 'getting-started')!;
const guide = GUIDES.find((g) => g.slug === 'switching-the-language')!;
const oneGuide: GuideCategoryWithGuide = { ...guideCategory, guides: [guide], guide };
const course = ACADEMY_COURSES[0]!;

/** What the server answers, by route (the path before the query). */
function answer(url: string): unknown {
  const path = url.split('?')[0];
  if (path === HelpCenterRoutes.faqs) return faqs;
  if (path === HelpCenterRoutes.guide) return oneGuide;
  if (path === AcademyRoutes.categories) return ACADEMY_CATEGORIES;
  if (path === AcademyRoutes.courses) return ACADEMY_COURSES.map(({ steps: _s, ...c }) => c);
  if (path === AcademyRoutes.course) return course;
  throw new Error(`unexpected GET ${url}`);
}

function page(element: ReactNode, path: string, url: string) {
  render(<MemoryRouter initialEntries={[url]}><Routes><Route path={path} element={element} /></Routes></MemoryRouter>);
}

beforeEach(() => {
  reader.language = 'km';
  jest.mocked(http.get).mockReset();
  jest.mocked(http.get).mockImplementation((url: string) => Promise.resolve(answer(url)) as never);
});

it('a Khmer reader reads the FAQs in Khmer: category, questions and answers', async () => {
  page(<FaqsPage />, '/apps/help-center/faqs', '/apps/help-center/faqs');
  const category = await screen.findByTestId('hc-faq-category');
  expect(category.textContent).toContain('ការទូទាត់');
  // The accordion renders its tabs once mounted.
  await waitFor(() => expect(category.textContent).toContain('តើខ្ញុំអាចបង់ជាប្រាក់រៀលបានទេ?'));
  fireEvent.click(screen.getByText('តើខ្ញុំអាចបង់ជាប្រាក់រៀលបានទេ?'));
  await waitFor(() => expect(category.textContent).toContain('ពន្ធត្រូវបង់ជាប្រាក់រៀល'));
  expect(category.textContent).not.toContain('Can I pay in riel?');
});

it('a Khmer reader reads a guide in Khmer, its HTML kept; an English reader the English', async () => {
  page(<GuidePage />, '/apps/help-center/guides/:categorySlug/:guideSlug', '/apps/help-center/guides/getting-started/switching-the-language');
  const article = await screen.findByTestId('hc-guide');
  expect(article.querySelector('h2')?.textContent).toBe('ការប្តូរភាសា');
  expect(article.querySelectorAll('ol li')).toHaveLength(2);
  expect(article.textContent).toContain('ការចាប់ផ្តើម');
  expect(article.textContent).not.toContain('Open the language menu');
  expect(screen.getByTestId('subtitle').textContent).toBe('ការប្តូរភាសា');
});

it('a guide stored without its Khmer shows the English to a Khmer reader', async () => {
  const { titleKm: _t, subtitleKm: _s, contentKm: _c, ...english } = guide;
  const older = { ...english, titleKm: '', subtitleKm: '', contentKm: '' };
  jest.mocked(http.get).mockImplementation(() => Promise.resolve({ ...guideCategory, guides: [older], guide: older }) as never);
  page(<GuidePage />, '/apps/help-center/guides/:categorySlug/:guideSlug', '/apps/help-center/guides/getting-started/switching-the-language');
  const article = await screen.findByTestId('hc-guide');
  expect(article.querySelector('h2')?.textContent).toBe('Switching the language');
});

it('a Khmer reader reads the academy in Khmer: the course list and a course step', async () => {
  page(<AcademyPage />, '/apps/academy', '/apps/academy');
  await waitFor(() => expect(screen.getAllByTestId('academy-course').length).toBe(ACADEMY_COURSES.length));
  const first = screen.getAllByTestId('academy-course')[0]!;
  expect(first.textContent).toContain('ការដាក់លិខិតប្រកាសពន្ធប្រចាំខែតាមអនឡាញ');
  expect(first.textContent).toContain('ការដាក់លិខិតប្រកាសតាមអនឡាញ');
  expect(first.textContent).not.toContain('Filing the monthly tax return online');
});

it('a Khmer reader follows a course step by step in Khmer', async () => {
  page(<CoursePage />, '/apps/academy/:id', `/apps/academy/${course.id}`);
  const step = await screen.findByTestId('course-step');
  // The course opens where the reader stopped: step 4 of 5, Paying.
  expect(step.querySelector('h2')?.textContent).toBe('ការបង់ប្រាក់');
  expect(step.textContent).toContain('ថ្ងៃទី២៥');
  expect(screen.getByTestId('subtitle').textContent).toBe('ការដាក់លិខិតប្រកាសពន្ធប្រចាំខែតាមអនឡាញ');
});

it('an English reader keeps the English', async () => {
  reader.language = 'en-US';
  page(<FaqsPage />, '/apps/help-center/faqs', '/apps/help-center/faqs');
  const category = await screen.findByTestId('hc-faq-category');
  await waitFor(() => expect(category.textContent).toContain('Can I pay in riel?'));
  expect(category.textContent).not.toContain('តើខ្ញុំ');
});
