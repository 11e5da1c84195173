import { NotFound, Refused, InventoryEvents, type InventoryEvent, type InventoryProduct } from '@cis/contracts';
import type { InventoryProductPatch } from '@cis/contracts/dto';
import { given } from '../platform/testing/decider-spec';
import { InventoryCatalogDecider, InventoryTagDecider, ProductDecider, blankProduct, type ProductReferences } from './inventory.decider';
import { pageProducts } from './inventory.queries';

const product = (over: Partial<InventoryProduct>): InventoryProduct => ({ ...blankProduct('p'), ...over });
const apsara = product({ id: 'p1', name: 'Apsara', stock: 5, reserved: 1, category: 'c1', tags: ['t1'] });
const created: InventoryEvent = { type: InventoryEvents.productCreated, data: { product: apsara } };
const refs = (over: Partial<ProductReferences> = {}): ProductReferences => ({
  categoryIds: new Set(['c1', 'c2']), brandIds: new Set(['b1']), vendorIds: new Set(['v1']), tagIds: new Set(['t1', 't2']), ...over,
});
const update = (patch: InventoryProductPatch, over: Partial<ProductReferences> = {}) => ({ type: 'update' as const, id: 'p1', patch, ...refs(over) });
const updated = (changes: object) => [{ type: InventoryEvents.productUpdated, data: { id: 'p1', changes } }];

describe('the product decider (one stream per product)', () => {
  it('creates a product once', () => {
    given(ProductDecider).when({ type: 'create', product: apsara }).then([created]);
    given(ProductDecider, [created]).when({ type: 'create', product: apsara }).thenNothing();
  });

  it('records only the sent fields that differ', () => {
    given(ProductDecider, [created]).when(update({ name: 'Apsara', stock: 6, category: 'c2' })).then(updated({ stock: 6, category: 'c2' }));
    given(ProductDecider, [created]).when(update({ name: 'Apsara', tags: ['t1'] })).thenNothing();
    given(ProductDecider, [created]).when(update({ category: null, brand: 'b1', vendor: 'v1' })).then(updated({ category: null, brand: 'b1', vendor: 'v1' }));
    given(ProductDecider, [created]).when(update({ category: '' })).then(updated({ category: null }));
  });

  it('takes the product back as answered: its own id is ignored, another is refused naming product.id', () => {
    given(ProductDecider, [created]).when(update({ ...apsara, stock: 4 })).then(updated({ stock: 4 }));
    const refused = given(ProductDecider, [created]).when(update({ id: 'p2', stock: 4 } as InventoryProductPatch)).thenRefused(Refused) as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['product.id']);
  });

  it('refuses unknown references and reserved above stock, naming the field', () => {
    const cases: Array<[InventoryProductPatch, string]> = [
      [{ category: 'zz' }, 'product.category'], [{ brand: 'zz' }, 'product.brand'], [{ vendor: 'zz' }, 'product.vendor'],
      [{ tags: ['t2', 'zz'] }, 'product.tags'], [{ reserved: 6 }, 'product.reserved'], [{ stock: 0 }, 'product.stock'],
    ];
    for (const [patch, field] of cases) {
      const refused = given(ProductDecider, [created]).when(update(patch)).thenRefused(Refused) as Refused;
      expect(refused.fields.map((f) => f.field)).toEqual([field]);
    }
  });

  it('compares tags with those that still exist (a deleted tag left the product in the read model)', () => {
    // t1 was deleted: sending [t1] again is refused as unknown; [] is what the read model already shows (nothing).
    given(ProductDecider, [created]).when(update({ tags: ['t1'] }, { tagIds: new Set(['t2']) })).thenRefused(Refused, 'unknownReference');
    given(ProductDecider, [created]).when(update({ tags: [] }, { tagIds: new Set(['t2']) })).thenNothing();
    given(ProductDecider, [created]).when(update({ tags: ['t2'] }, { tagIds: new Set(['t2']) })).then(updated({ tags: ['t2'] }));
  });

  it('deletes a product; a missing or deleted one is 404', () => {
    const deleted: InventoryEvent = { type: InventoryEvents.productDeleted, data: { id: 'p1' } };
    given(ProductDecider, [created]).when({ type: 'delete', id: 'p1' }).then([deleted]);
    given(ProductDecider, [created, deleted]).when({ type: 'delete', id: 'p1' }).thenRefused(NotFound);
    given(ProductDecider).when(update({ name: 'x' })).thenRefused(NotFound);
  });

  it('folds updates into the state', () => {
    expect(given(ProductDecider, [created, ...updated({ stock: 9 }) as InventoryEvent[]]).state).toEqual({ ...apsara, stock: 9 });
  });
});

describe('the inventory tag decider (one stream per tag)', () => {
  const tagCreated: InventoryEvent = { type: InventoryEvents.tagCreated, data: { tag: { id: 't1', title: 'Steel' } } };

  it('creates, renames (only a different title) and deletes a tag', () => {
    given(InventoryTagDecider).when({ type: 'create', tag: { id: 't1', title: 'Steel' } }).then([tagCreated]);
    given(InventoryTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { title: 'Gold' } })
      .then([{ type: InventoryEvents.tagUpdated, data: { id: 't1', changes: { title: 'Gold' } } }]);
    given(InventoryTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { title: 'Steel' } }).thenNothing();
    given(InventoryTagDecider, [tagCreated]).when({ type: 'delete', id: 't1' }).then([{ type: InventoryEvents.tagDeleted, data: { id: 't1' } }]);
  });

  it('refuses a missing tag (404) and another id sent back (400 naming tag.id)', () => {
    given(InventoryTagDecider).when({ type: 'update', id: 't1', patch: { title: 'Gold' } }).thenRefused(NotFound);
    given(InventoryTagDecider).when({ type: 'delete', id: 't1' }).thenRefused(NotFound);
    const refused = given(InventoryTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { id: 't2', title: 'Gold' } as never })
      .thenRefused(Refused) as Refused;
    expect(refused.fields.map((f) => f.field)).toEqual(['tag.id']);
  });
});

describe('the catalogue decider (a stream per category, brand, vendor)', () => {
  it('adds each once', () => {
    const category = { id: 'c1', parentId: null, name: 'Men', slug: 'men' };
    const added: InventoryEvent = { type: InventoryEvents.categoryAdded, data: { category } };
    given(InventoryCatalogDecider).when({ type: 'addCategory', category }).then([added]);
    given(InventoryCatalogDecider, [added]).when({ type: 'addCategory', category }).thenNothing();
    given(InventoryCatalogDecider).when({ type: 'addBrand', brand: { id: 'b1', name: 'Omega', slug: 'omega' } })
      .then([{ type: InventoryEvents.brandAdded, data: { brand: { id: 'b1', name: 'Omega', slug: 'omega' } } }]);
    given(InventoryCatalogDecider).when({ type: 'addVendor', vendor: { id: 'v1', name: 'Evel', slug: 'evel' } })
      .then([{ type: InventoryEvents.vendorAdded, data: { vendor: { id: 'v1', name: 'Evel', slug: 'evel' } } }]);
  });
});

describe('pageProducts', () => {
  const items = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo'].map((name, i) =>
    product({ id: `p${i}`, name, sku: `s${5 - i}`, price: i === 2 ? null : 10 * (i + 1), active: i % 2 === 0 }));

  it('sorts text case-insensitively and numbers numerically (null smallest)', () => {
    const names = pageProducts(items, {}).products?.map((p) => p.name);
    expect(names).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
    expect(pageProducts(items, { sort: 'price', order: 'desc' }).products?.map((p) => p.price)).toEqual([50, 40, 20, 10, null]);
    expect(pageProducts(items, { sort: 'active' }).products?.map((p) => p.active)).toEqual([false, false, true, true, true]);
  });

  it('keeps the base order on ties (stable)', () => {
    expect(pageProducts(items, { sort: 'active' }).products?.map((p) => p.id)).toEqual(['p1', 'p3', 'p0', 'p2', 'p4']);
  });

  it('pages zero-based; past the last page gives null products and lastPage only', () => {
    expect(pageProducts(items, { size: 2, page: 2 })).toEqual({
      products: [items[4]], pagination: { length: 5, size: 2, page: 2, lastPage: 3, startIndex: 4, endIndex: 4 },
    });
    expect(pageProducts(items, { size: 2, page: 3 })).toEqual({ products: null, pagination: { lastPage: 3 } });
    expect(pageProducts(items, { search: 'A', size: 2 }).pagination).toEqual({ length: 4, size: 2, page: 0, lastPage: 2, startIndex: 0, endIndex: 1 });
    expect(pageProducts([], {})).toEqual({ products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 } });
  });
});
