import type { PageDef } from '../../app/pages';

/** Help center (spec 001 "Help center"): home, FAQs by category, guides by category, one category, one guide. */
export const HELP_CENTER_PAGES: PageDef[] = [
  { path: 'apps/help-center', title: 'helpCenter.pageTitle', load: () => import('./HelpCenterHomePage') },
  { path: 'apps/help-center/faqs', title: 'helpCenter.faqsTitle', load: () => import('./FaqsPage') },
  { path: 'apps/help-center/guides', title: 'helpCenter.guidesTitle', load: () => import('./GuidesPage') },
  { path: 'apps/help-center/guides/:categorySlug', title: 'helpCenter.guidesTitle', load: () => import('./GuideCategoryPage') },
  { path: 'apps/help-center/guides/:categorySlug/:guideSlug', title: 'helpCenter.guideTitle', load: () => import('./GuidePage') },
];
