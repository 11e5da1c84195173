import { Injectable } from '@nestjs/common';
import {
  InventoryEvents, type InventoryProduct, type InventoryTag, type InventoryEvent, type StoredOf,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** Read models of the inventory, shared by every user of a tenant. */
export const InventoryCollections = {
  categories: 'inventory-categories',
  brands: 'inventory-brands',
  vendors: 'inventory-vendors',
  tags: 'inventory-tags',
  products: 'inventory-products',
} as const;

@ProjectionProvider()
@Injectable()
export class InventoryProjection implements Projection<InventoryEvent> {
  readonly name = 'inventory';
  readonly handles = Object.values(InventoryEvents);

  async apply(event: StoredOf<InventoryEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case InventoryEvents.categoryAdded: {
        const { category } = event.data;
        await rm.put(InventoryCollections.categories, category.id, category);
        return;
      }
      case InventoryEvents.brandAdded: {
        const { brand } = event.data;
        await rm.put(InventoryCollections.brands, brand.id, brand);
        return;
      }
      case InventoryEvents.vendorAdded: {
        const { vendor } = event.data;
        await rm.put(InventoryCollections.vendors, vendor.id, vendor);
        return;
      }
      case InventoryEvents.productCreated: {
        const { product } = event.data;
        await rm.put(InventoryCollections.products, product.id, product);
        return;
      }
      case InventoryEvents.productUpdated: {
        const { id, changes } = event.data;
        const product = await rm.get<InventoryProduct>(InventoryCollections.products, id);
        if (!product) return;
        const merged: InventoryProduct = { ...product, ...changes };
        if (changes.tags) {
          // A tag deleted between the decision and this commit is not brought back.
          const known = new Set((await rm.list<InventoryTag>(InventoryCollections.tags)).map((tag) => tag.id));
          merged.tags = changes.tags.filter((tagId) => known.has(tagId));
        }
        await rm.put(InventoryCollections.products, id, merged);
        return;
      }
      case InventoryEvents.productDeleted: {
        await rm.delete(InventoryCollections.products, event.data.id);
        return;
      }
      case InventoryEvents.tagCreated: {
        const { tag } = event.data;
        await rm.put(InventoryCollections.tags, tag.id, tag);
        return;
      }
      case InventoryEvents.tagUpdated: {
        const { id, changes } = event.data;
        const tag = await rm.get<InventoryTag>(InventoryCollections.tags, id);
        if (tag) await rm.put(InventoryCollections.tags, id, { ...tag, ...changes });
        return;
      }
      case InventoryEvents.tagDeleted: {
        const { id } = event.data;
        await rm.delete(InventoryCollections.tags, id);
        // Cascade: the tag leaves every product that carried it.
        for (const product of await rm.list<InventoryProduct>(InventoryCollections.products)) {
          if (product.tags.includes(id)) {
            await rm.put(InventoryCollections.products, product.id, { ...product, tags: product.tags.filter((tagId) => tagId !== id) });
          }
        }
        return;
      }
    }
  }
}
