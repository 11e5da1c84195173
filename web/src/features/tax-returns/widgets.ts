/**
 * What another feature may show of the tax returns on a page of its own (the dashboard's cards): light parts only.
 * Kept apart from index.ts because importing index.ts statically makes a page's chunk import every chunk the tax
 * return screens reach (the DataTable, the calendar, the master-data tables, their stylesheets): about 160 KB gzip
 * on the dashboard's first screen before this file (test/bench/README.md, 2026-11-26). Nothing here may import the
 * screens, dialogs or tables of this area.
 */
export { TaxReturnsSummaryCards } from './TaxReturnsSummaryCards';
