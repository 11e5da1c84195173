import type { EventUnion } from '../platform/events';

/** Help center: FAQs and guides by category (spec 001 s3 "Help center", s7). Read-only sample data. */

export interface FaqCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}

export interface FaqCategoryWithFaqs extends FaqCategory {
  faqs: Faq[];
}

export interface GuideCategory {
  id: string;
  slug: string;
  title: string;
}

/** A guide as listed (no content). */
export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

/** A guide as stored and as answered alone: with its sanitised HTML content. */
export interface GuideWithContent extends Guide {
  content: string;
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

export interface FaqCategoryAddedData { category: FaqCategory }
export interface FaqAddedData { faq: Faq }
export interface GuideCategoryAddedData { category: GuideCategory }
/** content is sanitised before the event is written. */
export interface GuideAddedData { guide: GuideWithContent }

/** Every event of the help center (written by genesis only): one stream per category, FAQ and guide. */
export type HelpCenterEvent = EventUnion<{
  [HelpCenterEvents.faqCategoryAdded]: FaqCategoryAddedData;
  [HelpCenterEvents.faqAdded]: FaqAddedData;
  [HelpCenterEvents.guideCategoryAdded]: GuideCategoryAddedData;
  [HelpCenterEvents.guideAdded]: GuideAddedData;
}>;
