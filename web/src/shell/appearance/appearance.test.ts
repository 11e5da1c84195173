/** The appearance store: what it loads from storage and what it accepts from the settings drawer. */
const KEY = 'cis.appearance';

function freshStore(stored: unknown) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(KEY, JSON.stringify(stored));
  let mod!: typeof import('./appearance');
  jest.isolateModules(() => {
    mod = require('./appearance');
  });
  return mod;
}

it("does not restore a stored 'empty' layout: the configuration's layout shows, with the top bar", () => {
  const { $appearance } = freshStore({ layout: 'empty', scheme: 'dark', theme: 'theme-rose' });
  expect($appearance.getState()).toEqual({ layout: 'modern', scheme: 'dark', theme: 'theme-rose' });
});

it("keeps a stored layout the drawer offers, and ignores a request to switch to 'empty'", () => {
  const { $appearance, layoutChanged } = freshStore({ layout: 'classy', scheme: 'light', theme: 'theme-default' });
  expect($appearance.getState().layout).toBe('classy');
  layoutChanged('empty');
  expect($appearance.getState().layout).toBe('classy');
  layoutChanged('thin');
  expect($appearance.getState().layout).toBe('thin');
  expect(JSON.parse(localStorage.getItem(KEY)!).layout).toBe('thin');
});
