import {
  PRODUCTS_DEFAULT_ORDER, PRODUCTS_DEFAULT_SORT, PRODUCTS_PAGE_SIZE, PRODUCT_TEXT_SORT_KEYS, type InventoryProduct,
  type InventoryProductsPage, type ProductSortKey, type ProductsQuery,
} from '@cis/contracts';

const TEXT_KEYS: ReadonlySet<string> = new Set(PRODUCT_TEXT_SORT_KEYS);

function compare(a: InventoryProduct, b: InventoryProduct, sort: ProductSortKey): number {
  if (TEXT_KEYS.has(sort)) {
    return String(a[sort]).toUpperCase().localeCompare(String(b[sort]).toUpperCase(), 'en');
  }
  // Numbers; an empty (null) number counts as the smallest.
  const x = a[sort] as number | null;
  const y = b[sort] as number | null;
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return x - y;
}

/**
 * The products list of spec 001 s7: filter by a case-insensitive name substring, sort (stable, so equal keys keep
 * the base order: newest first), then cut the zero-based page. Past the last page: products null, only lastPage.
 */
export function pageProducts(all: InventoryProduct[], query: ProductsQuery): InventoryProductsPage {
  const sort = query.sort ?? PRODUCTS_DEFAULT_SORT;
  const direction = (query.order ?? PRODUCTS_DEFAULT_ORDER) === 'asc' ? 1 : -1;
  const size = query.size ?? PRODUCTS_PAGE_SIZE;
  const page = query.page ?? 0;
  const needle = (query.search ?? '').toLowerCase();
  const products = all
    .filter((product) => !needle || product.name.toLowerCase().includes(needle))
    .sort((a, b) => direction * compare(a, b, sort));
  const length = products.length;
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page >= lastPage) return { products: null, pagination: { lastPage } };
  const startIndex = page * size;
  const endIndex = Math.min(startIndex + size, length) - 1;
  return {
    products: products.slice(startIndex, endIndex + 1),
    pagination: { length, size, page, lastPage, startIndex, endIndex },
  };
}
