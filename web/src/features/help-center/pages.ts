import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** Help center (spec 001 "Help center"): home, FAQs by category, guides by category, one category, one guide. */
export const HELP_CENTER_PAGES: PageDef[] = [
  { path: 'apps/help-center', title: 'helpCenter.pageTitle', access: APP_ACCESS.helpCenter, load: () => import('./HelpCenterHomePage') },
  { path: 'apps/help-center/faqs', title: 'helpCenter.faqsTitle', access: APP_ACCESS.helpCenter, load: () => import('./FaqsPage') },
  { path: 'apps/help-center/guides', title: 'helpCenter.guidesTitle', access: APP_ACCESS.helpCenter, load: () => import('./GuidesPage') },
  { path: 'apps/help-center/guides/:categorySlug', title: 'helpCenter.guidesTitle', access: APP_ACCESS.helpCenter, load: () => import('./GuideCategoryPage') },
  { path: 'apps/help-center/guides/:categorySlug/:guideSlug', title: 'helpCenter.guideTitle', access: APP_ACCESS.helpCenter, load: () => import('./GuidePage') },
];
