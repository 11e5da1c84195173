import type { InventoryProduct } from '@cis/contracts';
import { IMAGE_PATH, productChanges, toProductForm, type ProductForm } from './inventory.logic';

/**
 * The product editor's state: the product as the server last answered it (`base`), the user's draft (`form`), the
 * one-line inputs for a new tag and a new image path, and the flags of the screen. The product itself is server
 * state (useLiveData); this reducer only decides what the form does with it.
 */
export interface ProductEditorState {
  base: InventoryProduct | null;
  form: ProductForm | null;
  saving: boolean;
  creating: boolean;
  confirming: boolean;
  managingTags: boolean;
  newTag: string;
  newImage: string;
  /** The typed image path whose preview could not be loaded. */
  previewFailed: string | null;
}

export const INITIAL_PRODUCT_EDITOR: ProductEditorState = {
  base: null, form: null, saving: false, creating: false, confirming: false, managingTags: false, newTag: '', newImage: '', previewFailed: null,
};

export type ProductEditorAction =
  /** The server's product (first load, or a push): taken only while the draft is unchanged. */
  | { type: 'loaded'; product: InventoryProduct }
  | { type: 'edited'; changes: Partial<ProductForm> }
  /** Saved: the answer becomes the base and the form. */
  | { type: 'saved'; product: InventoryProduct }
  | { type: 'saving'; on: boolean }
  | { type: 'creating'; on: boolean }
  | { type: 'confirming'; on: boolean }
  | { type: 'managingTags'; on: boolean }
  | { type: 'newTagTyped'; text: string }
  /** A tag created from the editor joins the draft's tags; the input empties. */
  | { type: 'tagCreated'; id: string }
  | { type: 'newImageTyped'; text: string }
  /** An image path (checked by the caller) joins the gallery; the first one becomes the cover; the input empties. */
  | { type: 'imageAdded'; path: string }
  /** An image leaves the gallery; when it was the cover, the first remaining one is. */
  | { type: 'imageRemoved'; path: string }
  | { type: 'coverChosen'; path: string }
  | { type: 'previewFailed'; path: string };

export function productEditorReducer(state: ProductEditorState, action: ProductEditorAction): ProductEditorState {
  const edit = (changes: Partial<ProductForm>): ProductEditorState => (state.form ? { ...state, form: { ...state.form, ...changes } } : state);
  switch (action.type) {
    case 'loaded':
      if (state.base && isDirty(state)) return state;
      return { ...state, base: action.product, form: toProductForm(action.product) };
    case 'saved':
      return { ...state, base: action.product, form: toProductForm(action.product) };
    case 'edited':
      return edit(action.changes);
    case 'saving':
      return { ...state, saving: action.on };
    case 'creating':
      return { ...state, creating: action.on };
    case 'confirming':
      return { ...state, confirming: action.on };
    case 'managingTags':
      return { ...state, managingTags: action.on };
    case 'newTagTyped':
      return { ...state, newTag: action.text };
    case 'tagCreated':
      return state.form ? { ...edit({ tags: [...state.form.tags, action.id] }), newTag: '' } : state;
    case 'newImageTyped':
      return { ...state, newImage: action.text };
    case 'imageAdded':
      return state.form
        ? { ...edit({ images: [...state.form.images, action.path], thumbnail: state.form.thumbnail ?? action.path }), newImage: '' }
        : state;
    case 'imageRemoved': {
      if (!state.form) return state;
      const images = state.form.images.filter((x) => x !== action.path);
      return edit({ images, thumbnail: state.form.thumbnail === action.path ? images[0] ?? null : state.form.thumbnail });
    }
    case 'coverChosen':
      return edit({ thumbnail: action.path });
    case 'previewFailed':
      return { ...state, previewFailed: action.path };
  }
}

/** The draft differs from the server's product. */
export function isDirty(state: Pick<ProductEditorState, 'base' | 'form'>): boolean {
  return !!(state.form && state.base && Object.keys(productChanges(state.base, state.form)).length > 0);
}

/** The typed image path, trimmed, and whether it looks like an image path (then a preview is shown). */
export function typedImage(state: Pick<ProductEditorState, 'newImage'>): { path: string; previewable: boolean } {
  const path = state.newImage.trim();
  return { path, previewable: path !== '' && IMAGE_PATH.test(path) };
}

/** The draft with the tags deleted by someone while it was open dropped (rather than refused by the server). */
export function withKnownTags(form: ProductForm, tags: ReadonlyArray<{ id: string }> | null): ProductForm {
  if (!tags) return form;
  const known = new Set(tags.map((tag) => tag.id));
  return { ...form, tags: form.tags.filter((id) => known.has(id)) };
}
