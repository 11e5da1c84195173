import type { InventoryProduct, InventoryTag } from '@cis/contracts';
import {
  INVENTORY_BRANDS, INVENTORY_CATEGORIES, INVENTORY_PRODUCTS, INVENTORY_TAGS, INVENTORY_VENDORS,
} from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const byNameCI = (a: InventoryProduct, b: InventoryProduct) => a.name.toUpperCase().localeCompare(b.name.toUpperCase(), 'en');

describe('e-commerce inventory over HTTP', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set(t.auth(admin));
  const list = (query = '') => get(`/api/apps/ecommerce/inventory/products${query}`);
  const patch = (body: object) => t.http.patch('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).send(body);

  describe('seeded catalogue and product pages', () => {
    it('lists categories, brands, vendors and tags as seeded', async () => {
      expect((await get('/api/apps/ecommerce/inventory/categories').expect(200)).body).toEqual(INVENTORY_CATEGORIES);
      expect(INVENTORY_CATEGORIES.map((c) => [c.name, c.slug, c.parentId])).toEqual([['Mens', 'mens', null], ['Ladies', 'ladies', null], ['Unisex', 'unisex', null]]);
      expect((await get('/api/apps/ecommerce/inventory/brands').expect(200)).body).toEqual(INVENTORY_BRANDS);
      expect((await get('/api/apps/ecommerce/inventory/vendors').expect(200)).body).toEqual(INVENTORY_VENDORS);
      expect((await get('/api/apps/ecommerce/inventory/tags').expect(200)).body).toEqual(INVENTORY_TAGS);
    });

    it('first page by default: ten products by name ascending, with the pagination', async () => {
      const res = await list().expect(200);
      const sorted = [...INVENTORY_PRODUCTS].sort(byNameCI);
      expect(res.body.products).toEqual(sorted.slice(0, 10));
      expect(res.body.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 });
      expect((await list('?page=0&size=10&sort=name&order=asc').expect(200)).body).toEqual(res.body);
    });

    it('last page holds the remainder; past the last page: products null and only lastPage', async () => {
      const last = await list('?page=2').expect(200);
      expect(last.body.products).toEqual([...INVENTORY_PRODUCTS].sort(byNameCI).slice(20));
      expect(last.body.pagination).toEqual({ length: 23, size: 10, page: 2, lastPage: 3, startIndex: 20, endIndex: 22 });
      expect((await list('?page=3').expect(200)).body).toEqual({ products: null, pagination: { lastPage: 3 } });
      expect((await list('?page=40&size=5').expect(200)).body).toEqual({ products: null, pagination: { lastPage: 5 } });
      const exact = await list('?page=0&size=23').expect(200);
      expect(exact.body.pagination).toEqual({ length: 23, size: 23, page: 0, lastPage: 1, startIndex: 0, endIndex: 22 });
    });

    it('searches names case-insensitively; no match is an empty first page', async () => {
      const expected = INVENTORY_PRODUCTS.filter((p) => p.name.toLowerCase().includes('apsara')).sort(byNameCI);
      const res = await list('?search=aPsArA&size=50').expect(200);
      expect(res.body.products).toEqual(expected);
      expect(res.body.pagination.length).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(1);
      const none = await list('?search=rolex').expect(200);
      expect(none.body).toEqual({ products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 } });
    });

    it('sorts numbers numerically and text case-insensitively, in both orders', async () => {
      const byPrice = (await list('?sort=price&order=desc&size=100').expect(200)).body.products as InventoryProduct[];
      expect(byPrice.map((p) => p.price)).toEqual(INVENTORY_PRODUCTS.map((p) => p.price as number).sort((a, b) => b - a));
      const byStock = (await list('?sort=stock&size=100').expect(200)).body.products as InventoryProduct[];
      expect(byStock.map((p) => p.stock)).toEqual(INVENTORY_PRODUCTS.map((p) => p.stock as number).sort((a, b) => a - b));
      const bySku = (await list('?sort=sku&order=desc&size=100').expect(200)).body.products as InventoryProduct[];
      expect(bySku.map((p) => p.sku)).toEqual(INVENTORY_PRODUCTS.map((p) => p.sku).sort((a, b) => b.toUpperCase().localeCompare(a.toUpperCase(), 'en')));
      const byActive = (await list('?sort=active&size=100').expect(200)).body.products as InventoryProduct[];
      const firstActive = byActive.findIndex((p) => p.active);
      expect(firstActive).toBeGreaterThan(0);
      expect(byActive.slice(firstActive).every((p) => p.active)).toBe(true);
    });

    it('refuses bad query parameters with 400', async () => {
      for (const query of ['?sort=colour', '?order=up', '?page=-1', '?page=abc', '?page=1.5', '?size=0', '?size=101', '?limit=5']) {
        const res = await list(query).expect(400);
        expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
      }
      expect((await list('?sort=colour').expect(400)).body.errors[0].field).toBe('sort');
    });
  });

  describe('products', () => {
    it('gets one product; an unknown id is 404', async () => {
      const seeded = INVENTORY_PRODUCTS[4] as InventoryProduct;
      expect((await get(`/api/apps/ecommerce/inventory/product?id=${seeded.id}`).expect(200)).body).toEqual(seeded);
      const missing = await get('/api/apps/ecommerce/inventory/product?id=nope').expect(404);
      expect(missing.body).toMatchObject({ status: 404, developerMessage: 'Resource does not exist!' });
    });

    it('creates a blank product, placed first', async () => {
      const res = await t.http.post('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).expect(200);
      expect(res.body).toEqual({
        id: expect.any(String), category: null, name: 'A New Product', description: '', tags: [], sku: '', barcode: '',
        brand: null, vendor: null, stock: null, reserved: null, cost: null, basePrice: null, taxPercent: null, price: null,
        weight: null, thumbnail: null, images: [], active: false,
      });
      // Among equal sort keys the newest comes first: with sort=active the new (inactive) product leads.
      const byActive = await list('?sort=active').expect(200);
      expect(byActive.body.products[0].id).toBe(res.body.id);
      expect(byActive.body.pagination.length).toBe(24);
      // An empty number sorts as the smallest.
      expect((await list('?sort=price').expect(200)).body.products[0].id).toBe(res.body.id);
      await t.http.delete(`/api/apps/ecommerce/inventory/product?id=${res.body.id}`).set(t.auth(admin)).expect(200);
    });

    it('refuses a body on the create call (the spec gives none) with 400, creating nothing', async () => {
      const res = await t.http.post('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).send({ name: 'Chosen' }).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
      expect((await list().expect(200)).body.pagination.length).toBe(23);
    });

    it('patches by merging the sent fields', async () => {
      const before = INVENTORY_PRODUCTS[6] as InventoryProduct;
      const category = INVENTORY_CATEGORIES[2]?.id;
      const tags = [INVENTORY_TAGS[0]?.id, INVENTORY_TAGS[9]?.id];
      const res = await patch({ id: before.id, product: { name: 'Bayon Lotus Limited', active: !before.active, basePrice: 1500, price: 1650, category, tags } }).expect(200);
      expect(res.body).toEqual({ ...before, name: 'Bayon Lotus Limited', active: !before.active, basePrice: 1500, price: 1650, category, tags });
      expect((await get(`/api/apps/ecommerce/inventory/product?id=${before.id}`).expect(200)).body).toEqual(res.body);
    });

    it('refuses bad patches with 400 and unknown ids with 404, changing nothing', async () => {
      const target = INVENTORY_PRODUCTS[9] as InventoryProduct;
      const unknown = await patch({ id: target.id, product: { colour: 'gold' } }).expect(400);
      expect(unknown.body.errors[0].field).toBe('product.colour');
      for (const field of ['name', 'description', 'sku', 'barcode', 'tags', 'images', 'active']) {
        const res = await patch({ id: target.id, product: { [field]: null } }).expect(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `product.${field}` })]));
      }
      await patch({ id: target.id, product: { price: -1 } }).expect(400);
      await patch({ id: target.id, product: { price: 1.234 } }).expect(400);
      await patch({ id: target.id, product: { taxPercent: 101 } }).expect(400);
      await patch({ id: target.id, product: { stock: 2.5 } }).expect(400);
      await patch({ id: target.id, product: { active: 'yes' } }).expect(400);
      await patch({ id: target.id, product: { thumbnail: 'javascript:alert(1)' } }).expect(400);
      await patch({ id: target.id, product: { images: ['images/a.jpg', '"><script>'] } }).expect(400);
      const fieldsOf = async (product: object) => (await patch({ id: target.id, product }).expect(400)).body.errors.map((e: { field: string }) => e.field);
      expect(await fieldsOf({ reserved: (target.stock as number) + 1 })).toEqual(['product.reserved']);
      expect((await patch({ id: target.id, product: { category: 'no-such-category' } }).expect(400)).body.developerMessage).toContain('category');
      expect(await fieldsOf({ category: 'no-such-category' })).toEqual(['product.category']);
      expect(await fieldsOf({ brand: 'no-such-brand' })).toEqual(['product.brand']);
      expect(await fieldsOf({ vendor: 'no-such-vendor' })).toEqual(['product.vendor']);
      expect(await fieldsOf({ tags: ['no-such-tag'] })).toEqual(['product.tags']);
      await patch({ id: target.id }).expect(400);
      await patch({ id: 'nope', product: { name: 'x' } }).expect(404);
      expect((await get(`/api/apps/ecommerce/inventory/product?id=${target.id}`).expect(200)).body).toEqual(target);
    });

    it('deletes a product (true); unknown or already deleted ids are 404 and change nothing', async () => {
      const victim = INVENTORY_PRODUCTS[12] as InventoryProduct;
      const res = await t.http.delete(`/api/apps/ecommerce/inventory/product?id=${victim.id}`).set(t.auth(admin)).expect(200);
      expect(res.body).toBe(true);
      await get(`/api/apps/ecommerce/inventory/product?id=${victim.id}`).expect(404);
      await t.http.delete(`/api/apps/ecommerce/inventory/product?id=${victim.id}`).set(t.auth(admin)).expect(404);
      await t.http.delete('/api/apps/ecommerce/inventory/product?id=nope').set(t.auth(admin)).expect(404);
      expect((await list().expect(200)).body.pagination.length).toBe(22);
    });
  });

  describe('tags', () => {
    it('creates a tag first in the list, patches it, and 404s unknown ids', async () => {
      const created = await t.http.post('/api/apps/ecommerce/inventory/tag').set(t.auth(admin)).send({ tag: { title: 'limited edition' } }).expect(200);
      expect(created.body).toEqual({ id: expect.any(String), title: 'limited edition' });
      const tags: InventoryTag[] = (await get('/api/apps/ecommerce/inventory/tags').expect(200)).body;
      expect(tags[0]).toEqual(created.body);
      expect(tags.slice(1)).toEqual(INVENTORY_TAGS);
      const patched = await t.http.patch('/api/apps/ecommerce/inventory/tag').set(t.auth(admin))
        .send({ id: created.body.id, tag: { title: 'limited' } }).expect(200);
      expect(patched.body).toEqual({ id: created.body.id, title: 'limited' });
      await t.http.post('/api/apps/ecommerce/inventory/tag').set(t.auth(admin)).send({ tag: {} }).expect(400);
      await t.http.patch('/api/apps/ecommerce/inventory/tag').set(t.auth(admin)).send({ id: 'nope', tag: { title: 'x' } }).expect(404);
      await t.http.delete('/api/apps/ecommerce/inventory/tag?id=nope').set(t.auth(admin)).expect(404);
    });

    it('deleting a tag answers true and removes it from every product (cascade)', async () => {
      const watch = INVENTORY_TAGS.find((tag) => tag.title === 'watch') as InventoryTag;
      const before = (await list('?size=100').expect(200)).body.products as InventoryProduct[];
      expect(before.filter((p) => p.tags.includes(watch.id)).length).toBeGreaterThan(15);
      const res = await t.http.delete(`/api/apps/ecommerce/inventory/tag?id=${watch.id}`).set(t.auth(admin)).expect(200);
      expect(res.body).toBe(true);
      const after = (await list('?size=100').expect(200)).body.products as InventoryProduct[];
      expect(after.some((p) => p.tags.includes(watch.id))).toBe(false);
      for (const product of after) {
        expect(product.tags).toEqual(before.find((p) => p.id === product.id)?.tags.filter((id) => id !== watch.id));
      }
      const tags: InventoryTag[] = (await get('/api/apps/ecommerce/inventory/tags').expect(200)).body;
      expect(tags.map((tag) => tag.id)).not.toContain(watch.id);
      // Assigning the deleted tag is now refused.
      await patch({ id: after[0]?.id, product: { tags: [watch.id] } }).expect(400);
    });
  });

  it('rebuilding the projections from the log gives the same read models', async () => {
    const before = await t.store.dumpReadModels();
    await t.store.rebuildProjections();
    expect(await t.store.dumpReadModels()).toEqual(before);
  });

  it('takes a product and a tag back as answered: 200 with their ids; another id 400 naming it', async () => {
    const product = (await t.http.get(`/api/apps/ecommerce/inventory/product?id=${(await list().expect(200)).body.products[0].id}`).set(t.auth(admin)).expect(200)).body;
    const back = await t.http.patch('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).send({ id: product.id, product: { ...product, sku: 'RT-1' } }).expect(200);
    expect(back.body).toEqual({ ...product, sku: 'RT-1' });
    const before = await t.store.lastPosition();
    const moved = await t.http.patch('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).send({ id: product.id, product: { ...product, id: 'other' } }).expect(400);
    expect(moved.body.errors).toEqual([expect.objectContaining({ field: 'product.id', code: 'readOnly' })]);
    await t.http.patch('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).send({ id: product.id, product: { ...product, owner: 'x' } }).expect(400);
    expect(await t.store.lastPosition()).toBe(before);
    const [tag] = (await t.http.get('/api/apps/ecommerce/inventory/tags').set(t.auth(admin)).expect(200)).body as Array<{ id: string; title: string }>;
    const renamed = await t.http.patch('/api/apps/ecommerce/inventory/tag').set(t.auth(admin)).send({ id: tag!.id, tag: { ...tag, title: 'Round trip' } }).expect(200);
    expect(renamed.body).toEqual({ id: tag!.id, title: 'Round trip' });
  });
});
