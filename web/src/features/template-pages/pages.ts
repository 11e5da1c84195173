import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** Template demo routes (spec 000 s2 "Template demo routes"; spec 001 s7 activities and UI icons). */
export const TEMPLATE_PAGES: PageDef[] = [
  { path: 'pages/activities', title: 'template.activities.title', access: APP_ACCESS.activities, load: () => import('./ActivitiesPage') },
  { path: 'pages/authentication', title: 'template.authentication.title', access: APP_ACCESS.templatePages, load: () => import('./AuthenticationPage') },
  { path: 'pages/coming-soon', title: 'template.comingSoon.title', access: APP_ACCESS.templatePages, layout: 'empty', load: () => import('./ComingSoonPage') },
  { path: 'pages/invoice/printable/compact', title: 'template.invoice.compactTitle', access: APP_ACCESS.templatePages, load: () => import('./InvoiceCompactPage') },
  { path: 'pages/invoice/printable/modern', title: 'template.invoice.modernTitle', access: APP_ACCESS.templatePages, load: () => import('./InvoiceModernPage') },
  { path: 'pages/maintenance', title: 'template.maintenance.title', access: APP_ACCESS.templatePages, layout: 'empty', load: () => import('./MaintenancePage') },
  { path: 'pages/pricing/modern', title: 'template.pricing.modernTitle', access: APP_ACCESS.templatePages, load: () => import('./PricingModernPage') },
  { path: 'pages/pricing/simple', title: 'template.pricing.simpleTitle', access: APP_ACCESS.templatePages, load: () => import('./PricingSimplePage') },
  { path: 'pages/pricing/single', title: 'template.pricing.singleTitle', access: APP_ACCESS.templatePages, load: () => import('./PricingSinglePage') },
  { path: 'pages/pricing/table', title: 'template.pricing.tableTitle', access: APP_ACCESS.templatePages, load: () => import('./PricingTablePage') },
  { path: 'pages/profile', title: 'template.profile.title', access: APP_ACCESS.templatePages, load: () => import('./TemplateProfilePage') },
  { path: 'pages/settings', title: 'template.settings.title', access: APP_ACCESS.templatePages, load: () => import('./TemplateSettingsPage') },
  { path: 'ui/icons', title: 'template.ui.iconsTitle', access: APP_ACCESS.icons, load: () => import('./UiIconsPage') },
  { path: 'ui/typography', title: 'template.ui.typographyTitle', access: APP_ACCESS.templatePages, load: () => import('./UiTypographyPage') },
  { path: 'ui/colors', title: 'template.ui.colorsTitle', access: APP_ACCESS.templatePages, load: () => import('./UiColorsPage') },
  { path: 'docs/changelog', title: 'template.docs.changelogTitle', access: APP_ACCESS.templatePages, load: () => import('./ChangelogPage') },
  { path: 'docs/guides', title: 'template.docs.guidesTitle', access: APP_ACCESS.templatePages, load: () => import('./GuidesPage') },
  { path: 'docs/guides/*', title: 'template.docs.guidesTitle', access: APP_ACCESS.templatePages, load: () => import('./GuidesPage') },
];
