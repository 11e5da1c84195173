import {
  HelpCenterRoutes, type FaqCategoryWithFaqs, type GuideCategorySummary, type GuideCategoryWithGuide, type GuideCategoryWithGuides,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';

/** Read-only sample content: cached for the session of the page. */
export const helpCenterApi = {
  faqs: (slug?: string) => http.get<FaqCategoryWithFaqs[]>(withQuery(HelpCenterRoutes.faqs, { slug }), { cache: true }),
  guides: (limit?: number) => http.get<GuideCategorySummary[]>(withQuery(HelpCenterRoutes.guides, { limit }), { cache: true }),
  /** The server answers a one-element list for a slug. */
  category: async (slug: string) =>
    (await http.get<GuideCategoryWithGuides[]>(withQuery(HelpCenterRoutes.guides, { slug }), { cache: true }))[0] ?? null,
  guide: (categorySlug: string, guideSlug: string) =>
    http.get<GuideCategoryWithGuide>(withQuery(HelpCenterRoutes.guide, { categorySlug, guideSlug }), { cache: true }),
};

export const guideLink = (categorySlug: string, guideSlug?: string): string =>
  `/apps/help-center/guides/${categorySlug}${guideSlug ? `/${guideSlug}` : ''}`;

/** 'see all' shows only when a category holds more guides than are listed. */
export function hasMore(category: Pick<GuideCategorySummary, 'guides' | 'totalGuides'>): boolean {
  return category.totalGuides > category.guides.length;
}

/** Most guides' content starts with their own title; the page then does not repeat it. */
export function opensWithHeading(html: string): boolean {
  return /^\s*<h[1-3][\s>]/i.test(html);
}
