import { NotFound, Refused, InventoryEvents, type InventoryProduct } from '@cis/contracts';
import { InventoryDecider, blankProduct, type ProductState } from './inventory.decider';
import { pageProducts } from './inventory.query';

const product = (over: Partial<InventoryProduct>): InventoryProduct => ({ ...blankProduct('p'), ...over });
const state = (over: Partial<ProductState> = {}): ProductState => ({
  product: product({ id: 'p1', name: 'Apsara', stock: 5, reserved: 1, category: 'c1', tags: ['t1'] }),
  categoryIds: new Set(['c1', 'c2']), brandIds: new Set(['b1']), vendorIds: new Set(['v1']), tagIds: new Set(['t1', 't2']),
  ...over,
});

describe('InventoryDecider.updateProduct', () => {
  it('records only the sent fields that differ', () => {
    expect(InventoryDecider.updateProduct(state(), 'p1', { name: 'Apsara', stock: 6, category: 'c2' })).toEqual([
      { type: InventoryEvents.productUpdated, data: { id: 'p1', changes: { stock: 6, category: 'c2' } } },
    ]);
    expect(InventoryDecider.updateProduct(state(), 'p1', { name: 'Apsara', tags: ['t1'] })).toEqual([]);
  });

  it('refuses unknown references and reserved above stock; 404 for a missing product', () => {
    for (const patch of [{ category: 'zz' }, { brand: 'zz' }, { vendor: 'zz' }, { tags: ['t2', 'zz'] }, { reserved: 6 }, { stock: 0 }]) {
      expect(() => InventoryDecider.updateProduct(state(), 'p1', patch)).toThrow(Refused);
    }
    expect(InventoryDecider.updateProduct(state(), 'p1', { category: null, brand: 'b1', vendor: 'v1' })).toHaveLength(1);
    expect(InventoryDecider.updateProduct(state(), 'p1', { category: '' })[0]?.data).toEqual({ id: 'p1', changes: { category: null } });
    expect(() => InventoryDecider.updateProduct(state({ product: undefined }), 'p1', { name: 'x' })).toThrow(NotFound);
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
