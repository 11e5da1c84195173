import {
  priceWithTax, PRODUCT_SORT_KEYS, PRODUCTS_DEFAULT_ORDER, PRODUCTS_DEFAULT_SORT, PRODUCTS_PAGE_SIZE,
  type InventoryProduct, type InventoryProductChanges, type ProductsQuery,
} from '@cis/contracts';

/** The table's state (PrimeReact lazy DataTable: first row, rows per page, sort field and 1 / -1). */
export interface TableState {
  first: number;
  rows: number;
  sortField: string | null;
  sortOrder: 1 | -1 | 0 | null;
  search: string;
}

export const INITIAL_TABLE: TableState = { first: 0, rows: PRODUCTS_PAGE_SIZE, sortField: PRODUCTS_DEFAULT_SORT, sortOrder: 1, search: '' };

/** The server query of a table state (zero-based page; unknown sort fields fall back to the default). */
export function toProductsQuery(state: TableState): Required<ProductsQuery> {
  const sort = PRODUCT_SORT_KEYS.find((key) => key === state.sortField) ?? PRODUCTS_DEFAULT_SORT;
  const order = state.sortOrder === -1 ? 'desc' : state.sortOrder === 1 ? 'asc' : PRODUCTS_DEFAULT_ORDER;
  return { search: state.search.trim(), sort, order, page: Math.floor(state.first / state.rows), size: state.rows };
}

/** The editor's values: numbers as numbers or null while empty. */
export interface ProductForm {
  name: string;
  description: string;
  category: string | null;
  brand: string | null;
  vendor: string | null;
  tags: string[];
  sku: string;
  barcode: string;
  stock: number | null;
  reserved: number | null;
  cost: number | null;
  basePrice: number | null;
  taxPercent: number | null;
  weight: number | null;
  images: string[];
  thumbnail: string | null;
  active: boolean;
}

/** Every field of the editor, in order (the compiler checks none is missing). */
const PRODUCT_FORM_FIELDS = [
  'name', 'description', 'category', 'brand', 'vendor', 'tags', 'sku', 'barcode', 'stock', 'reserved', 'cost', 'basePrice', 'taxPercent',
  'weight', 'images', 'thumbnail', 'active',
] as const satisfies readonly (keyof ProductForm)[];
const everyFormField: Exclude<keyof ProductForm, (typeof PRODUCT_FORM_FIELDS)[number]> extends never ? true : never = true;
void everyFormField;

export function toProductForm(p: InventoryProduct): ProductForm {
  return {
    name: p.name, description: p.description, category: p.category, brand: p.brand, vendor: p.vendor, tags: [...p.tags],
    sku: p.sku, barcode: p.barcode, stock: p.stock, reserved: p.reserved, cost: p.cost, basePrice: p.basePrice,
    taxPercent: p.taxPercent, weight: p.weight, images: [...p.images], thumbnail: p.thumbnail, active: p.active,
  };
}

/** Selling price: base price plus tax percent, rounded to cents; null until both are known. */
export function computedPrice(form: Pick<ProductForm, 'basePrice' | 'taxPercent'>): number | null {
  if (form.basePrice === null || form.taxPercent === null) return null;
  return priceWithTax(form.basePrice, form.taxPercent);
}

/** Same pattern as the server's image paths: an asset path or an https URL. */
export const IMAGE_PATH = /^(?:https:\/\/[\w.-]+(?::\d+)?)?\/?[\w][\w\-./]*$/;
/** The DTO's limits: 500 characters a path, 20 images a product; 100 characters a tag title. */
export const IMAGE_PATH_MAX = 500;
export const IMAGES_MAX = 20;
export const INVENTORY_TAG_TITLE_MAX = 100;

/** Invalid fields of an image path about to be added to the product's images ([] when it may be added). */
export function validateNewImage(path: string, images: readonly string[]): string[] {
  const trimmed = path.trim();
  if (!trimmed || trimmed.length > IMAGE_PATH_MAX || !IMAGE_PATH.test(trimmed)) return ['inventory.imagePath'];
  if (images.includes(trimmed)) return ['inventory.imageTwice'];
  if (images.length >= IMAGES_MAX) return ['inventory.imageCount'];
  return [];
}

/** Invalid field names for the invalid-fields list; empty when the form may be sent. */
export function validateProduct(form: ProductForm): string[] {
  const invalid: string[] = [];
  if (!form.name.trim()) invalid.push('inventory.name');
  const wholeOrNull = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0);
  if (!wholeOrNull(form.stock)) invalid.push('inventory.stock');
  if (!wholeOrNull(form.reserved)) invalid.push('inventory.reserved');
  if (form.stock !== null && form.reserved !== null && form.reserved > form.stock) invalid.push('inventory.reserved');
  const money = (n: number | null) => n === null || (n >= 0 && Math.round(n * 100) === n * 100 && n <= 1_000_000_000);
  if (!money(form.cost)) invalid.push('inventory.cost');
  if (!money(form.basePrice)) invalid.push('inventory.basePrice');
  if (form.taxPercent !== null && (form.taxPercent < 0 || form.taxPercent > 100)) invalid.push('inventory.taxPercent');
  if (form.weight !== null && form.weight < 0) invalid.push('inventory.weight');
  if (form.images.some((src) => !IMAGE_PATH.test(src))) invalid.push('inventory.images');
  return [...new Set(invalid)];
}

/** Only the changed fields (PATCH body `product`), with the price recomputed when its inputs changed. */
export function productChanges(original: InventoryProduct, form: ProductForm): InventoryProductChanges {
  const next: ProductForm = { ...form, name: form.name.trim(), sku: form.sku.trim(), barcode: form.barcode.trim() };
  const changes: InventoryProductChanges = {};
  const before = toProductForm(original);
  const copyIfChanged = <K extends keyof ProductForm>(key: K) => {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) changes[key] = next[key];
  };
  PRODUCT_FORM_FIELDS.forEach(copyIfChanged);
  const price = computedPrice(next);
  if (price !== original.price) changes.price = price;
  return changes;
}

/** Asset paths of the samples are relative; make them absolute so they resolve from any route. */
export function imageSrc(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:|\/)/.test(path) ? path : `/${path}`;
}
