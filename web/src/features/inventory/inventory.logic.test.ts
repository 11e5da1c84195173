import type { InventoryProduct } from '@cis/contracts';
import { computedPrice, imageSrc, INITIAL_TABLE, productChanges, toProductForm, toProductsQuery, validateNewImage, validateProduct } from './inventory.logic';

const product: InventoryProduct = {
  id: 'p1', category: 'c1', name: 'Apsara Classic', description: 'A watch', tags: ['t1'], sku: 'ETM-1', barcode: '123',
  brand: 'b1', vendor: 'v1', stock: 10, reserved: 2, cost: 100, basePrice: 200, taxPercent: 10, price: 220, weight: 0.15,
  thumbnail: 'assets/p1.jpg', images: ['assets/p1.jpg'], active: true,
};

describe('inventory table query', () => {
  it('maps the lazy table state to the server query (zero-based page, asc/desc, default sort)', () => {
    expect(toProductsQuery(INITIAL_TABLE)).toEqual({ search: '', sort: 'name', order: 'asc', page: 0, size: 10 });
    expect(toProductsQuery({ first: 20, rows: 10, sortField: 'price', sortOrder: -1, search: ' apsara ' }))
      .toEqual({ search: 'apsara', sort: 'price', order: 'desc', page: 2, size: 10 });
    expect(toProductsQuery({ ...INITIAL_TABLE, sortField: 'thumbnail' }).sort).toBe('name');
  });
});

describe('product editor', () => {
  it('computes the price from base price and tax percent, rounded to cents', () => {
    expect(computedPrice({ basePrice: 100, taxPercent: 10 })).toBe(110);
    expect(computedPrice({ basePrice: 19.99, taxPercent: 18 })).toBe(23.59);
    expect(computedPrice({ basePrice: null, taxPercent: 10 })).toBeNull();
  });

  it('sends only the changed fields, with the recomputed price when its inputs change', () => {
    expect(productChanges(product, toProductForm(product))).toEqual({});
    expect(productChanges(product, { ...toProductForm(product), basePrice: 300 })).toEqual({ basePrice: 300, price: 330 });
    expect(productChanges(product, { ...toProductForm(product), active: false, tags: [] })).toEqual({ active: false, tags: [] });
    expect(productChanges(product, { ...toProductForm(product), name: ' Renamed ' })).toEqual({ name: 'Renamed' });
  });

  it('lists invalid fields before sending', () => {
    expect(validateProduct(toProductForm(product))).toEqual([]);
    expect(validateProduct({ ...toProductForm(product), name: ' ', stock: 1.5, reserved: 20, taxPercent: 120, images: ['javascript:alert(1)'] }))
      .toEqual(['inventory.name', 'inventory.stock', 'inventory.reserved', 'inventory.taxPercent', 'inventory.images']);
    expect(validateProduct({ ...toProductForm(product), basePrice: 10.555 })).toEqual(['inventory.basePrice']);
  });
});

describe('product pictures', () => {
  it('adds an asset path or an https address once, up to 20, as the server accepts them', () => {
    expect(validateNewImage(' assets/images/apps/ecommerce/products/watch-01-front.svg ', [])).toEqual([]);
    expect(validateNewImage('https://cdn.example.com/watches/a.jpg', [])).toEqual([]);
    expect(validateNewImage('http://cdn.example.com/a.jpg', [])).toEqual(['inventory.imagePath']);
    expect(validateNewImage('javascript:alert(1)', [])).toEqual(['inventory.imagePath']);
    expect(validateNewImage('data:image/png;base64,AAAA', [])).toEqual(['inventory.imagePath']);
    expect(validateNewImage('a/../b c.jpg', [])).toEqual(['inventory.imagePath']);
    expect(validateNewImage(`assets/${'x'.repeat(500)}.svg`, [])).toEqual(['inventory.imagePath']);
    expect(validateNewImage('   ', [])).toEqual(['inventory.imagePath']);
    expect(validateNewImage('assets/p1.jpg', ['assets/p1.jpg'])).toEqual(['inventory.imageTwice']);
    expect(validateNewImage('assets/p21.jpg', Array.from({ length: 20 }, (_, i) => `assets/p${i}.jpg`))).toEqual(['inventory.imageCount']);
  });

  it('makes relative asset paths absolute so they load from any route', () => {
    expect(imageSrc('assets/images/a.svg')).toBe('/assets/images/a.svg');
    expect(imageSrc('/assets/images/a.svg')).toBe('/assets/images/a.svg');
    expect(imageSrc('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageSrc(null)).toBeUndefined();
  });
});
