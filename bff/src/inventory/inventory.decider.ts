import {
  INVENTORY_READ_ONLY_FIELDS, NotFound, Refused, unknownReference, withoutEchoedReadOnly,
  InventoryEvents, NEW_PRODUCT_NAME, type InventoryBrand, type InventoryBrandAddedData, type InventoryCategory,
  type InventoryCategoryAddedData, type InventoryProduct, type InventoryProductChanges, type InventoryProductCreatedData,
  type InventoryProductDeletedData, type InventoryProductUpdatedData, type InventoryTag, type InventoryTagCreatedData,
  type InventoryTagDeletedData, type InventoryTagUpdatedData, type InventoryVendor, type InventoryVendorAddedData,
  type NewEvent,
} from '@cis/contracts';
import type { InventoryProductPatch, InventoryTagPatch } from '@cis/contracts/dto';

export const productStream = (id: string): string => `product-${id}`;
export const inventoryTagStream = (id: string): string => `inventory-tag-${id}`;
export const inventoryCatalogStream = (kind: 'category' | 'brand' | 'vendor', id: string): string => `inventory-${kind}-${id}`;

/** What a product patch is checked against: the product and the ids its references may take. */
export interface ProductState {
  product: InventoryProduct | undefined;
  categoryIds: ReadonlySet<string>;
  brandIds: ReadonlySet<string>;
  vendorIds: ReadonlySet<string>;
  tagIds: ReadonlySet<string>;
}

/** The blank product of POST api/apps/ecommerce/inventory/product: empty text, null numbers, no tags or images. */
export function blankProduct(id: string): InventoryProduct {
  return {
    id, category: null, name: NEW_PRODUCT_NAME, description: '', tags: [], sku: '', barcode: '', brand: null, vendor: null,
    stock: null, reserved: null, cost: null, basePrice: null, taxPercent: null, price: null, weight: null, thumbnail: null,
    images: [], active: false,
  };
}

export const InventoryDecider = {
  addCategory(category: InventoryCategory): NewEvent[] {
    return [{ type: InventoryEvents.categoryAdded, data: { category } satisfies InventoryCategoryAddedData }];
  },
  addBrand(brand: InventoryBrand): NewEvent[] {
    return [{ type: InventoryEvents.brandAdded, data: { brand } satisfies InventoryBrandAddedData }];
  },
  addVendor(vendor: InventoryVendor): NewEvent[] {
    return [{ type: InventoryEvents.vendorAdded, data: { vendor } satisfies InventoryVendorAddedData }];
  },

  createProduct(product: InventoryProduct): NewEvent[] {
    return [{ type: InventoryEvents.productCreated, data: { product } satisfies InventoryProductCreatedData }];
  },

  updateProduct(state: ProductState, id: string, patch: InventoryProductPatch): NewEvent[] {
    const product = mustExist(state.product);
    // An emptied reference select ('') means no category, brand or vendor.
    // The product as answered may come back: its id unchanged is ignored, another id is refused naming it.
    const normalised: InventoryProductPatch = withoutEchoedReadOnly(patch, product, INVENTORY_READ_ONLY_FIELDS, 'product');
    for (const key of ['category', 'brand', 'vendor'] as const) if (normalised[key] === '') normalised[key] = null;
    const changes = Object.fromEntries(
      Object.entries(normalised).filter(([key, value]) => value !== undefined && !sameValue(value, product[key as keyof InventoryProduct])),
    ) as InventoryProductChanges;
    const refuse = (field: keyof InventoryProductPatch, what: string, value: string) =>
      unknownReference(`product.${field}`, `Unknown ${what}: ${value}`);
    if (changes.category && !state.categoryIds.has(changes.category)) throw refuse('category', 'category', changes.category);
    if (changes.brand && !state.brandIds.has(changes.brand)) throw refuse('brand', 'brand', changes.brand);
    if (changes.vendor && !state.vendorIds.has(changes.vendor)) throw refuse('vendor', 'vendor', changes.vendor);
    const unknownTags = (changes.tags ?? []).filter((tagId) => !state.tagIds.has(tagId));
    if (unknownTags.length > 0) throw refuse('tags', 'inventory tag id', unknownTags.join(', '));
    const reserved = changes.reserved !== undefined ? changes.reserved : product.reserved;
    const stock = changes.stock !== undefined ? changes.stock : product.stock;
    if (reserved !== null && stock !== null && reserved > stock && ('reserved' in changes || 'stock' in changes)) {
      throw new Refused('invalid', 'reserved cannot be more than stock.', { field: 'reserved' in changes ? 'product.reserved' : 'product.stock' });
    }
    if (Object.keys(changes).length === 0) return [];
    return [{ type: InventoryEvents.productUpdated, data: { id, changes } satisfies InventoryProductUpdatedData }];
  },

  deleteProduct(product: InventoryProduct | undefined, id: string): NewEvent[] {
    mustExist(product);
    return [{ type: InventoryEvents.productDeleted, data: { id } satisfies InventoryProductDeletedData }];
  },

  createTag(tag: InventoryTag): NewEvent[] {
    return [{ type: InventoryEvents.tagCreated, data: { tag: { id: tag.id, title: tag.title } } satisfies InventoryTagCreatedData }];
  },

  updateTag(tag: InventoryTag | undefined, id: string, patch: InventoryTagPatch): NewEvent[] {
    const current = mustExist(tag);
    withoutEchoedReadOnly(patch, current, INVENTORY_READ_ONLY_FIELDS, 'tag');
    if (patch.title === undefined || patch.title === current.title) return [];
    return [{ type: InventoryEvents.tagUpdated, data: { id, changes: { title: patch.title } } satisfies InventoryTagUpdatedData }];
  },

  /** The projection of this event also takes the tag off every product. */
  deleteTag(tag: InventoryTag | undefined, id: string): NewEvent[] {
    mustExist(tag);
    return [{ type: InventoryEvents.tagDeleted, data: { id } satisfies InventoryTagDeletedData }];
  },
};

function mustExist<T>(value: T | undefined): T {
  if (value === undefined) throw new NotFound();
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
