import {
  INVENTORY_READ_ONLY_FIELDS, NotFound, Refused, unknownReference, withoutEchoedReadOnly,
  InventoryEvents, NEW_PRODUCT_NAME, type InventoryBrand, type InventoryCategory, type InventoryEvent, type InventoryProduct,
  type InventoryProductChanges, type InventoryTag, type InventoryVendor,
} from '@cis/contracts';
import type { InventoryProductPatch, InventoryTagPatch } from '@cis/contracts/dto';
import type { Decider } from '../platform/command/decider';
import { pickFields } from '../platform/fields';

/**
 * One stream per product, per tag and per category, brand and vendor: no rule spans the shop (the references a
 * product names are looked up by the handler and travel in the command).
 */
export const productStream = (id: string): string => `product-${id}`;
export const inventoryTagStream = (id: string): string => `inventory-tag-${id}`;
export const inventoryCatalogStream = (kind: 'category' | 'brand' | 'vendor', id: string): string => `inventory-${kind}-${id}`;

/** The blank product of POST api/apps/ecommerce/inventory/product: empty text, null numbers, no tags or images. */
export function blankProduct(id: string): InventoryProduct {
  return {
    id, category: null, name: NEW_PRODUCT_NAME, description: '', tags: [], sku: '', barcode: '', brand: null, vendor: null,
    stock: null, reserved: null, cost: null, basePrice: null, taxPercent: null, price: null, weight: null, thumbnail: null,
    images: [], active: false,
  };
}

/** The ids a product's references may take, looked up by the handler (only those the patch names are needed). */
export interface ProductReferences {
  categoryIds: ReadonlySet<string>;
  brandIds: ReadonlySet<string>;
  vendorIds: ReadonlySet<string>;
  /** The tags that exist: a deleted tag leaves its products in the read model only (the projection's cascade). */
  tagIds: ReadonlySet<string>;
}

export type ProductCommand =
  | { type: 'create'; product: InventoryProduct }
  /** The sent fields that differ are recorded; references must exist, reserved may not pass stock. */
  | ({ type: 'update'; id: string; patch: InventoryProductPatch } & ProductReferences)
  | { type: 'delete'; id: string };

/** The product as it stands; null before it was created and after it was deleted. */
export type ProductState = InventoryProduct | null;

export const ProductDecider: Decider<ProductCommand, InventoryEvent, ProductState> = {
  initialState: null,

  decide(command, state) {
    switch (command.type) {
      case 'create':
        return state === null ? [{ type: InventoryEvents.productCreated, data: { product: command.product } }] : [];
      case 'update':
        return decideUpdate(mustExist(state), command);
      case 'delete':
        return [{ type: InventoryEvents.productDeleted, data: { id: mustExist(state).id } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case InventoryEvents.productCreated:
        return event.data.product;
      case InventoryEvents.productUpdated:
        return state && { ...state, ...event.data.changes };
      case InventoryEvents.productDeleted:
        return null;
      default:
        return state;
    }
  },
};

function decideUpdate(stored: InventoryProduct, command: Extract<ProductCommand, { type: 'update' }>): InventoryEvent[] {
  // A tag deleted since is gone from the product (the read model's cascade): compare with the tags that exist.
  const product: InventoryProduct = command.patch.tags === undefined ? stored : { ...stored, tags: stored.tags.filter((tagId) => command.tagIds.has(tagId)) };
  // The product as answered may come back: its id unchanged is ignored, another id is refused naming it.
  const normalised: InventoryProductPatch = withoutEchoedReadOnly(command.patch, product, INVENTORY_READ_ONLY_FIELDS, 'product');
  // An emptied reference select ('') means no category, brand or vendor.
  for (const key of ['category', 'brand', 'vendor'] as const) if (normalised[key] === '') normalised[key] = null;
  const changes: InventoryProductChanges = pickFields(normalised, (key, value) => value !== undefined && !sameValue(value, product[key]));
  const refuse = (field: keyof InventoryProductPatch, what: string, value: string) =>
    unknownReference(`product.${field}`, `Unknown ${what}: ${value}`);
  if (changes.category && !command.categoryIds.has(changes.category)) throw refuse('category', 'category', changes.category);
  if (changes.brand && !command.brandIds.has(changes.brand)) throw refuse('brand', 'brand', changes.brand);
  if (changes.vendor && !command.vendorIds.has(changes.vendor)) throw refuse('vendor', 'vendor', changes.vendor);
  const unknownTags = (changes.tags ?? []).filter((tagId) => !command.tagIds.has(tagId));
  if (unknownTags.length > 0) throw refuse('tags', 'inventory tag id', unknownTags.join(', '));
  const reserved = changes.reserved !== undefined ? changes.reserved : product.reserved;
  const stock = changes.stock !== undefined ? changes.stock : product.stock;
  if (reserved !== null && stock !== null && reserved > stock && ('reserved' in changes || 'stock' in changes)) {
    throw new Refused('invalid', 'reserved cannot be more than stock.', { field: 'reserved' in changes ? 'product.reserved' : 'product.stock' });
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: InventoryEvents.productUpdated, data: { id: product.id, changes } }];
}

export type InventoryTagCommand =
  | { type: 'create'; tag: InventoryTag }
  | { type: 'update'; id: string; patch: InventoryTagPatch }
  /** The projection of the event also takes the tag off every product. */
  | { type: 'delete'; id: string };

/** The tag as it stands; null before it was created and after it was deleted. */
export type InventoryTagState = InventoryTag | null;

export const InventoryTagDecider: Decider<InventoryTagCommand, InventoryEvent, InventoryTagState> = {
  initialState: null,

  decide(command, state) {
    switch (command.type) {
      case 'create': {
        if (state !== null) return [];
        const { id, title } = command.tag;
        return [{ type: InventoryEvents.tagCreated, data: { tag: { id, title } } }];
      }
      case 'update': {
        const tag = mustExist(state);
        // The tag as answered may come back: its id unchanged is ignored, another id is refused naming it.
        withoutEchoedReadOnly(command.patch, tag, INVENTORY_READ_ONLY_FIELDS, 'tag');
        const { title } = command.patch;
        if (title === undefined || title === tag.title) return [];
        return [{ type: InventoryEvents.tagUpdated, data: { id: tag.id, changes: { title } } }];
      }
      case 'delete':
        return [{ type: InventoryEvents.tagDeleted, data: { id: mustExist(state).id } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case InventoryEvents.tagCreated:
        return event.data.tag;
      case InventoryEvents.tagUpdated:
        return state && { ...state, ...event.data.changes };
      case InventoryEvents.tagDeleted:
        return null;
      default:
        return state;
    }
  },
};

/** The shop's catalogue (seeded by genesis): each category, brand and vendor is added once, on its own stream. */
export type CatalogCommand =
  | { type: 'addCategory'; category: InventoryCategory }
  | { type: 'addBrand'; brand: InventoryBrand }
  | { type: 'addVendor'; vendor: InventoryVendor };

export const InventoryCatalogDecider: Decider<CatalogCommand, InventoryEvent, { added: boolean }> = {
  initialState: { added: false },

  decide(command, state) {
    if (state.added) return [];
    switch (command.type) {
      case 'addCategory':
        return [{ type: InventoryEvents.categoryAdded, data: { category: command.category } }];
      case 'addBrand':
        return [{ type: InventoryEvents.brandAdded, data: { brand: command.brand } }];
      case 'addVendor':
        return [{ type: InventoryEvents.vendorAdded, data: { vendor: command.vendor } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case InventoryEvents.categoryAdded:
      case InventoryEvents.brandAdded:
      case InventoryEvents.vendorAdded:
        return { added: true };
      default:
        return state;
    }
  },
};

function mustExist<T>(value: T | null): T {
  if (value === null) throw new NotFound();
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
