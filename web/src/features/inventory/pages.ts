import { APP_ACCESS } from '@cis/contracts';
import type { PageDef } from '../../lib/page-def';

/** The watch shop's inventory (spec 001 "E-commerce inventory"). */
export const INVENTORY_PAGES: PageDef[] = [
  { path: 'apps/ecommerce/inventory', title: 'inventory.pageTitle', access: APP_ACCESS.inventory, load: () => import('./InventoryPage') },
  { path: 'apps/ecommerce/inventory/:id', title: 'inventory.productTitle', access: APP_ACCESS.inventory, load: () => import('./ProductPage') },
];
