import type { EventUnion } from '../platform/events';
import { khmerOr, type WithoutKhmer } from '../platform/khmer-text';

/**
 * Help center: FAQs and guides by category (spec 001 s3 "Help center", s7). Read-only sample data, in English and
 * Khmer (issue 14 "Help"): each text field has its Khmer twin named with the suffix `Km` (as nameEn/nameKm and
 * bodyKm elsewhere); the English fields keep the sample API's names and shape.
 */

export interface FaqCategory {
  id: string;
  slug: string;
  title: string;
  titleKm: string;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  questionKm: string;
  answer: string;
  answerKm: string;
}

export interface FaqCategoryWithFaqs extends FaqCategory {
  faqs: Faq[];
}

export interface GuideCategory {
  id: string;
  slug: string;
  title: string;
  titleKm: string;
}

/** A guide as listed (no content). */
export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  titleKm: string;
  subtitle: string;
  subtitleKm: string;
}

/** A guide as stored and as answered alone: with its sanitised HTML content, in both languages (same markup). */
export interface GuideWithContent extends Guide {
  content: string;
  contentKm: string;
}

/** GET guides without slug: every category with the first `visibleGuides` guides. */
export interface GuideCategorySummary extends GuideCategory {
  visibleGuides: number;
  totalGuides: number;
  guides: Guide[];
}

/** GET guides with slug: the category with all its guides. */
export interface GuideCategoryWithGuides extends GuideCategory {
  guides: Guide[];
}

/** GET guide?categorySlug&guideSlug: the category with the one guide, content included. */
export interface GuideCategoryWithGuide extends GuideCategory {
  /** The one guide as a one-element list, as the sample API answered (its client reads `guides[0]`). */
  guides: [GuideWithContent];
  guide: GuideWithContent;
}

export const GUIDES_PER_CATEGORY = 5;
export const GUIDES_MAX_LIMIT = 100;

export const HelpCenterRoutes = {
  faqs: 'api/apps/help-center/faqs',
  guides: 'api/apps/help-center/guides',
  guide: 'api/apps/help-center/guide',
} as const;

export const HelpCenterEvents = {
  faqCategoryAdded: 'help-center.faq-category-added',
  faqAdded: 'help-center.faq-added',
  guideCategoryAdded: 'help-center.guide-category-added',
  guideAdded: 'help-center.guide-added',
} as const;

/**
 * An item as its event carries it: events written before the Khmer fields (issue 14) lack them, and still read. The
 * reads fill a missing Khmer text with the English one (the `…InKhmer` functions below).
 */
export type StoredFaqCategory = WithoutKhmer<FaqCategory, 'titleKm'>;
export type StoredFaq = WithoutKhmer<Faq, 'questionKm' | 'answerKm'>;
export type StoredGuideCategory = WithoutKhmer<GuideCategory, 'titleKm'>;
export type StoredGuide = WithoutKhmer<GuideWithContent, 'titleKm' | 'subtitleKm' | 'contentKm'>;

export interface FaqCategoryAddedData { category: StoredFaqCategory }
export interface FaqAddedData { faq: StoredFaq }
export interface GuideCategoryAddedData { category: StoredGuideCategory }
/** content and contentKm are sanitised before the event is written. */
export interface GuideAddedData { guide: StoredGuide }

export const faqCategoryInKhmer = (c: StoredFaqCategory): FaqCategory => ({ ...c, titleKm: khmerOr(c.titleKm, c.title) });
export const faqInKhmer = (f: StoredFaq): Faq => ({ ...f, questionKm: khmerOr(f.questionKm, f.question), answerKm: khmerOr(f.answerKm, f.answer) });
export const guideCategoryInKhmer = (c: StoredGuideCategory): GuideCategory => ({ ...c, titleKm: khmerOr(c.titleKm, c.title) });
export const guideInKhmer = (g: StoredGuide): GuideWithContent => ({
  ...g, titleKm: khmerOr(g.titleKm, g.title), subtitleKm: khmerOr(g.subtitleKm, g.subtitle), contentKm: khmerOr(g.contentKm, g.content),
});

/** Every event of the help center (written by genesis only): one stream per category, FAQ and guide. */
export type HelpCenterEvent = EventUnion<{
  [HelpCenterEvents.faqCategoryAdded]: FaqCategoryAddedData;
  [HelpCenterEvents.faqAdded]: FaqAddedData;
  [HelpCenterEvents.guideCategoryAdded]: GuideCategoryAddedData;
  [HelpCenterEvents.guideAdded]: GuideAddedData;
}>;
