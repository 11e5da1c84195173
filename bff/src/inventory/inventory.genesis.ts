import { Injectable } from '@nestjs/common';
import { INVENTORY_BRANDS, INVENTORY_CATEGORIES, INVENTORY_PRODUCTS, INVENTORY_TAGS, INVENTORY_VENDORS } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import {
  InventoryCatalogDecider, InventoryTagDecider, ProductDecider, inventoryCatalogStream, inventoryTagStream, productStream, type CatalogCommand,
} from './inventory.decider';

const catalog = (command: CatalogCommand) => [...InventoryCatalogDecider.decide(command, InventoryCatalogDecider.initialState)];

/**
 * Categories, brands and vendors in fixture order; tags and products (lists where new entries come first) are
 * appended in reverse, so reading them newest first shows the fixture order after anything created later.
 */
@GenesisProvider()
@Injectable()
export class InventoryGenesis implements GenesisSource {
  readonly name = 'inventory';

  genesis(): GenesisStream[] {
    return [
      ...INVENTORY_CATEGORIES.map((c) => ({ stream: inventoryCatalogStream('category', c.id), events: catalog({ type: 'addCategory', category: c }) })),
      ...INVENTORY_BRANDS.map((b) => ({ stream: inventoryCatalogStream('brand', b.id), events: catalog({ type: 'addBrand', brand: b }) })),
      ...INVENTORY_VENDORS.map((v) => ({ stream: inventoryCatalogStream('vendor', v.id), events: catalog({ type: 'addVendor', vendor: v }) })),
      ...[...INVENTORY_TAGS].reverse().map((tag) => ({ stream: inventoryTagStream(tag.id), events: [...InventoryTagDecider.decide({ type: 'create', tag }, InventoryTagDecider.initialState)] })),
      ...[...INVENTORY_PRODUCTS].reverse().map((p) => ({ stream: productStream(p.id), events: [...ProductDecider.decide({ type: 'create', product: p }, ProductDecider.initialState)] })),
    ];
  }
}
