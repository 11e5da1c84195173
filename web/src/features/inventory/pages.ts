import type { PageDef } from '../../app/pages';

/** The watch shop's inventory (spec 001 "E-commerce inventory"). */
export const INVENTORY_PAGES: PageDef[] = [
  { path: 'apps/ecommerce/inventory', title: 'inventory.pageTitle', load: () => import('./InventoryPage') },
  { path: 'apps/ecommerce/inventory/:id', title: 'inventory.productTitle', load: () => import('./ProductPage') },
];
