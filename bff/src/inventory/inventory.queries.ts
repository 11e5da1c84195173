import { Inject, Injectable } from '@nestjs/common';
import {
  NotFound, PRODUCTS_DEFAULT_ORDER, PRODUCTS_DEFAULT_SORT, PRODUCTS_PAGE_SIZE, PRODUCT_TEXT_SORT_KEYS, type InventoryProduct,
  type InventoryBrand, type InventoryCategory, type InventoryProductsPage, type InventoryTag, type InventoryVendor,
  type ProductSortKey, type ProductsQuery,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { InventoryCollections } from './inventory.projection';

/** The inventory's reads, from its read models only (shared by every user of the tenant). */
@Injectable()
export class InventoryQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  categories(user: AuthUser): Promise<InventoryCategory[]> {
    return this.store.readModels.list(user.tenant, InventoryCollections.categories);
  }

  brands(user: AuthUser): Promise<InventoryBrand[]> {
    return this.store.readModels.list(user.tenant, InventoryCollections.brands);
  }

  vendors(user: AuthUser): Promise<InventoryVendor[]> {
    return this.store.readModels.list(user.tenant, InventoryCollections.vendors);
  }

  /** Newest first. */
  async tags(user: AuthUser): Promise<InventoryTag[]> {
    return (await this.store.readModels.list<InventoryTag>(user.tenant, InventoryCollections.tags)).reverse();
  }

  async tag(user: AuthUser, id: string): Promise<InventoryTag> {
    const tag = await this.store.readModels.get<InventoryTag>(user.tenant, InventoryCollections.tags, id);
    if (!tag) throw new NotFound();
    return tag;
  }

  /** Newest first before sorting (the sort is stable). */
  async products(user: AuthUser, query: ProductsQuery): Promise<InventoryProductsPage> {
    const all = (await this.store.readModels.list<InventoryProduct>(user.tenant, InventoryCollections.products)).reverse();
    return pageProducts(all, query);
  }

  async product(user: AuthUser, id: string): Promise<InventoryProduct> {
    const product = await this.store.readModels.get<InventoryProduct>(user.tenant, InventoryCollections.products, id);
    if (!product) throw new NotFound();
    return product;
  }

  /** The ids of a collection's documents (the references a product may take). */
  async ids(user: AuthUser, collection: string): Promise<Set<string>> {
    return new Set((await this.store.readModels.list<{ id: string }>(user.tenant, collection)).map((doc) => doc.id));
  }
}

const TEXT_KEYS: ReadonlySet<string> = new Set(PRODUCT_TEXT_SORT_KEYS);

function compare(a: InventoryProduct, b: InventoryProduct, sort: ProductSortKey): number {
  if (TEXT_KEYS.has(sort)) {
    return String(a[sort]).toUpperCase().localeCompare(String(b[sort]).toUpperCase(), 'en');
  }
  // Numbers; an empty (null) number counts as the smallest, as does a value that is not a number (absent).
  const x = numberOrNull(a[sort]);
  const y = numberOrNull(b[sort]);
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

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
