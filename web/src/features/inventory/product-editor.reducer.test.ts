import type { InventoryProduct } from '@cis/contracts';
import { toProductForm } from './inventory.logic';
import {
  INITIAL_PRODUCT_EDITOR, isDirty, productEditorReducer, typedImage, withKnownTags, type ProductEditorAction, type ProductEditorState,
} from './product-editor.reducer';

const watch: InventoryProduct = {
  id: 'p1', category: 'c1', name: 'Apsara', description: '', tags: ['t1'], sku: 'A-1', barcode: '', brand: null, vendor: null,
  stock: 5, reserved: 1, cost: 10, basePrice: 20, taxPercent: 10, price: 22, weight: null, thumbnail: 'a.jpg', images: ['a.jpg', 'b.jpg'], active: true,
};
const run = (...actions: ProductEditorAction[]): ProductEditorState => actions.reduce(productEditorReducer, INITIAL_PRODUCT_EDITOR);
const loaded = run({ type: 'loaded', product: watch });

describe('the product editor reducer', () => {
  it('takes the server product on load, and a pushed change only while the draft is unchanged', () => {
    expect(loaded.form).toEqual(toProductForm(watch));
    expect(isDirty(loaded)).toBe(false);
    const other = { ...watch, name: 'Angkor' };
    expect(productEditorReducer(loaded, { type: 'loaded', product: other }).form?.name).toBe('Angkor');
    const edited = productEditorReducer(loaded, { type: 'edited', changes: { sku: 'A-2' } });
    expect(isDirty(edited)).toBe(true);
    expect(productEditorReducer(edited, { type: 'loaded', product: other })).toBe(edited);
  });

  it('makes the saved answer the base and the form (clean again)', () => {
    const edited = productEditorReducer(loaded, { type: 'edited', changes: { sku: 'A-2' } });
    const saved = productEditorReducer(edited, { type: 'saved', product: { ...watch, sku: 'A-2' } });
    expect(saved.base?.sku).toBe('A-2');
    expect(isDirty(saved)).toBe(false);
  });

  it('adds a created tag to the draft and empties the tag input', () => {
    const state = productEditorReducer(productEditorReducer(loaded, { type: 'newTagTyped', text: 'Gold' }), { type: 'tagCreated', id: 't9' });
    expect(state.form?.tags).toEqual(['t1', 't9']);
    expect(state.newTag).toBe('');
  });

  it('adds an image (the first becomes the cover), moves the cover, and removes the cover to the next image', () => {
    const empty = run({ type: 'loaded', product: { ...watch, images: [], thumbnail: null } });
    const one = productEditorReducer(productEditorReducer(empty, { type: 'newImageTyped', text: ' c.jpg ' }), { type: 'imageAdded', path: 'c.jpg' });
    expect(one.form).toMatchObject({ images: ['c.jpg'], thumbnail: 'c.jpg' });
    expect(one.newImage).toBe('');
    expect(productEditorReducer(loaded, { type: 'imageAdded', path: 'c.jpg' }).form).toMatchObject({ images: ['a.jpg', 'b.jpg', 'c.jpg'], thumbnail: 'a.jpg' });
    expect(productEditorReducer(loaded, { type: 'coverChosen', path: 'b.jpg' }).form?.thumbnail).toBe('b.jpg');
    expect(productEditorReducer(loaded, { type: 'imageRemoved', path: 'a.jpg' }).form).toMatchObject({ images: ['b.jpg'], thumbnail: 'b.jpg' });
    expect(productEditorReducer(loaded, { type: 'imageRemoved', path: 'b.jpg' }).form).toMatchObject({ images: ['a.jpg'], thumbnail: 'a.jpg' });
    const none = productEditorReducer(one, { type: 'imageRemoved', path: 'c.jpg' });
    expect(none.form).toMatchObject({ images: [], thumbnail: null });
  });

  it('previews a typed path only when it looks like an image path', () => {
    expect(typedImage({ newImage: '  assets/images/a.jpg ' })).toEqual({ path: 'assets/images/a.jpg', previewable: true });
    expect(typedImage({ newImage: 'javascript:alert(1)' }).previewable).toBe(false);
    expect(typedImage({ newImage: '   ' })).toEqual({ path: '', previewable: false });
  });

  it('drops tags deleted meanwhile from the draft before saving (all kept while the tags are not loaded)', () => {
    const form = toProductForm({ ...watch, tags: ['t1', 't2'] });
    expect(withKnownTags(form, [{ id: 't2' }]).tags).toEqual(['t2']);
    expect(withKnownTags(form, null).tags).toEqual(['t1', 't2']);
  });

  it('edits nothing before the product is loaded; flags are set and cleared', () => {
    expect(run({ type: 'edited', changes: { name: 'x' } })).toEqual(INITIAL_PRODUCT_EDITOR);
    expect(run({ type: 'saving', on: true }).saving).toBe(true);
    expect(run({ type: 'confirming', on: true }, { type: 'confirming', on: false }).confirming).toBe(false);
    expect(run({ type: 'managingTags', on: true }).managingTags).toBe(true);
    expect(run({ type: 'previewFailed', path: 'x.jpg' }).previewFailed).toBe('x.jpg');
  });
});
