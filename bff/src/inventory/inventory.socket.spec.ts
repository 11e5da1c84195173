import { InventoryEvents, type InventoryProduct, type InventoryTag } from '@cis/contracts';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { listenAs, type SocketListener } from '../platform/testing/socket-listener';

/** The inventory is shared: another user's screen receives every change through the tenant room. */
describe('inventory pushes', () => {
  let t: TestApp;
  let admin: string;
  let staffScreen: SocketListener;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staffScreen = await listenAs(t.baseUrl, await t.signIn('staff@cis.test'));
  });
  afterAll(async () => {
    staffScreen.close();
    await t.close();
  });

  it('pushes a new product whole, a patch as its changes, a deleted product and a deleted tag by id', async () => {
    const created = await t.http.post('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).expect(200);
    const product = created.body as InventoryProduct;
    expect((await staffScreen.next((e) => e.type === InventoryEvents.productCreated)).data).toEqual({ product });

    await t.http.patch('/api/apps/ecommerce/inventory/product').set(t.auth(admin)).send({ id: product.id, product: { active: true } }).expect(200);
    expect((await staffScreen.next((e) => e.type === InventoryEvents.productUpdated)).data).toEqual({ id: product.id, changes: { active: true } });

    await t.http.delete(`/api/apps/ecommerce/inventory/product?id=${product.id}`).set(t.auth(admin)).expect(200);
    expect((await staffScreen.next((e) => e.type === InventoryEvents.productDeleted)).data).toEqual({ id: product.id });

    const [tag] = (await t.http.get('/api/apps/ecommerce/inventory/tags').set(t.auth(admin)).expect(200)).body as InventoryTag[];
    await t.http.delete(`/api/apps/ecommerce/inventory/tag?id=${tag?.id}`).set(t.auth(admin)).expect(200);
    expect((await staffScreen.next((e) => e.type === InventoryEvents.tagDeleted)).data).toEqual({ id: tag?.id });
  });
});
