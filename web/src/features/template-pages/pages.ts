import type { PageDef } from '../../app/pages';

/** Template demo routes (spec 000 s2 "Template demo routes"; spec 001 s7 activities and UI icons). */
export const TEMPLATE_PAGES: PageDef[] = [
  { path: 'pages/activities', title: 'template.activities.title', load: () => import('./ActivitiesPage') },
  { path: 'pages/authentication', title: 'template.authentication.title', load: () => import('./AuthenticationPage') },
  { path: 'pages/coming-soon', title: 'template.comingSoon.title', layout: 'empty', load: () => import('./ComingSoonPage') },
  { path: 'pages/error/404', title: 'error.404.title', load: () => import('../errors/Error404Page') },
  { path: 'pages/error/500', title: 'error.500.title', load: () => import('../errors/Error500Page') },
  { path: 'pages/invoice/printable/compact', title: 'template.invoice.compactTitle', load: () => import('./InvoiceCompactPage') },
  { path: 'pages/invoice/printable/modern', title: 'template.invoice.modernTitle', load: () => import('./InvoiceModernPage') },
  { path: 'pages/maintenance', title: 'template.maintenance.title', layout: 'empty', load: () => import('./MaintenancePage') },
  { path: 'pages/pricing/modern', title: 'template.pricing.modernTitle', load: () => import('./PricingModernPage') },
  { path: 'pages/pricing/simple', title: 'template.pricing.simpleTitle', load: () => import('./PricingSimplePage') },
  { path: 'pages/pricing/single', title: 'template.pricing.singleTitle', load: () => import('./PricingSinglePage') },
  { path: 'pages/pricing/table', title: 'template.pricing.tableTitle', load: () => import('./PricingTablePage') },
  { path: 'pages/profile', title: 'template.profile.title', load: () => import('./TemplateProfilePage') },
  { path: 'pages/settings', title: 'template.settings.title', load: () => import('./TemplateSettingsPage') },
  { path: 'ui/icons', title: 'template.ui.iconsTitle', load: () => import('./UiIconsPage') },
  { path: 'ui/typography', title: 'template.ui.typographyTitle', load: () => import('./UiTypographyPage') },
  { path: 'ui/colors', title: 'template.ui.colorsTitle', load: () => import('./UiColorsPage') },
  { path: 'docs/changelog', title: 'template.docs.changelogTitle', load: () => import('./ChangelogPage') },
  { path: 'docs/guides', title: 'template.docs.guidesTitle', load: () => import('./GuidesPage') },
  { path: 'docs/guides/*', title: 'template.docs.guidesTitle', load: () => import('./GuidesPage') },
];
