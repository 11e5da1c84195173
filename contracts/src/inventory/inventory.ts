import type { EventUnion } from '../platform/events';
import type { PushOf, PushPayloads } from '../platform/socket';
/** E-commerce inventory: a watch shop's products, tags, categories, brands, vendors (spec 001 s3, s7). */

export interface InventoryCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}

export interface InventoryVendor {
  id: string;
  name: string;
  slug: string;
}

export interface InventoryTag {
  id: string;
  title: string;
}

export interface InventoryProduct {
  id: string;
  /** InventoryCategory id; null on a blank product. */
  category: string | null;
  name: string;
  description: string;
  /** InventoryTag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** InventoryBrand id; null on a blank product. */
  brand: string | null;
  /** InventoryVendor id; null on a blank product. */
  vendor: string | null;
  /** Number fields are null while empty (a blank product). */
  stock: number | null;
  reserved: number | null;
  cost: number | null;
  basePrice: number | null;
  taxPercent: number | null;
  price: number | null;
  weight: number | null;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

export const NEW_PRODUCT_NAME = 'A New Product';
/** Seeded tax percentages; seeded price = basePrice plus taxPercent percent, rounded to cents. */
export const SEEDED_TAX_PERCENTS = [8, 10, 18, 20, 30] as const;

export function priceWithTax(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (100 + taxPercent)) / 100;
}

/** Sort keys compared as text (case-insensitive); every other key compares as a number. */
export const PRODUCT_TEXT_SORT_KEYS = ['sku', 'name', 'active'] as const;
export const PRODUCT_NUMBER_SORT_KEYS = ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
export const PRODUCT_SORT_KEYS = [...PRODUCT_TEXT_SORT_KEYS, ...PRODUCT_NUMBER_SORT_KEYS] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PRODUCTS_PAGE_SIZE = 10;
export const PRODUCTS_MAX_PAGE_SIZE = 100;
export const PRODUCTS_DEFAULT_SORT: ProductSortKey = 'name';
export const PRODUCTS_DEFAULT_ORDER: SortOrder = 'asc';

export interface ProductsQuery {
  search?: string;
  sort?: ProductSortKey;
  order?: SortOrder;
  /** Zero-based page index (default 0). */
  page?: number;
  size?: number;
}

export interface InventoryPagination {
  /** Number of products matching the search. */
  length: number;
  size: number;
  /** Zero-based page index. */
  page: number;
  /** Number of pages, at least 1. */
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

/** GET api/apps/ecommerce/inventory/products. Past the last page: products null, pagination { lastPage } only. */
export type InventoryProductsPage =
  | { products: InventoryProduct[]; pagination: InventoryPagination }
  | { products: null; pagination: { lastPage: number } };

export const InventoryRoutes = {
  categories: 'api/apps/ecommerce/inventory/categories',
  brands: 'api/apps/ecommerce/inventory/brands',
  vendors: 'api/apps/ecommerce/inventory/vendors',
  products: 'api/apps/ecommerce/inventory/products',
  product: 'api/apps/ecommerce/inventory/product',
  tags: 'api/apps/ecommerce/inventory/tags',
  tag: 'api/apps/ecommerce/inventory/tag',
} as const;

/** Read-only fields of a product or a tag as answered: a PATCH may send them back unchanged (the round trip). */
export const INVENTORY_READ_ONLY_FIELDS = ['id'] as const;

export const InventoryEvents = {
  categoryAdded: 'inventory.category-added',
  brandAdded: 'inventory.brand-added',
  vendorAdded: 'inventory.vendor-added',
  tagCreated: 'inventory.tag-created',
  tagUpdated: 'inventory.tag-updated',
  tagDeleted: 'inventory.tag-deleted',
  productCreated: 'inventory.product-created',
  productUpdated: 'inventory.product-updated',
  productDeleted: 'inventory.product-deleted',
} as const;

export type InventoryProductChanges = Partial<Omit<InventoryProduct, 'id'>>;

export interface InventoryCategoryAddedData { category: InventoryCategory }
export interface InventoryBrandAddedData { brand: InventoryBrand }
export interface InventoryVendorAddedData { vendor: InventoryVendor }
export interface InventoryTagCreatedData { tag: InventoryTag }
export interface InventoryTagUpdatedData { id: string; changes: Partial<Omit<InventoryTag, 'id'>> }
/** Projection also removes the tag id from every product. */
export interface InventoryTagDeletedData { id: string }
export interface InventoryProductCreatedData { product: InventoryProduct }
export interface InventoryProductUpdatedData { id: string; changes: InventoryProductChanges }
export interface InventoryProductDeletedData { id: string }

/**
 * Live pushes of the inventory: every event above (genesis included) goes to the room `tenant:<tenant>`, so every
 * signed-in user of the tenant receives it, as socket.io event `event` (SocketEvents.event) carrying a StoredEvent
 * whose `type` is the event name and `data` the payload below. Deleting a tag: drop its id from every product (or refetch).
 */
export type InventoryPushPayloads = PushPayloads<typeof InventoryEvents, {
  categoryAdded: InventoryCategoryAddedData;
  brandAdded: InventoryBrandAddedData;
  vendorAdded: InventoryVendorAddedData;
  tagCreated: InventoryTagCreatedData;
  tagUpdated: InventoryTagUpdatedData;
  tagDeleted: InventoryTagDeletedData;
  productCreated: InventoryProductCreatedData;
  productUpdated: InventoryProductUpdatedData;
  productDeleted: InventoryProductDeletedData;
}>;
export type InventoryPush = PushOf<InventoryPushPayloads>;

/** Every event of the inventory: narrow on `type`. One stream per product, tag, category, brand and vendor. */
export type InventoryEvent = EventUnion<{
  [InventoryEvents.categoryAdded]: InventoryCategoryAddedData;
  [InventoryEvents.brandAdded]: InventoryBrandAddedData;
  [InventoryEvents.vendorAdded]: InventoryVendorAddedData;
  [InventoryEvents.tagCreated]: InventoryTagCreatedData;
  [InventoryEvents.tagUpdated]: InventoryTagUpdatedData;
  [InventoryEvents.tagDeleted]: InventoryTagDeletedData;
  [InventoryEvents.productCreated]: InventoryProductCreatedData;
  [InventoryEvents.productUpdated]: InventoryProductUpdatedData;
  [InventoryEvents.productDeleted]: InventoryProductDeletedData;
}>;
