import { findShortcutButton, handleShortcutKey, shortcutFor, shortcutProps } from './keyboard';

const key = (init: Partial<KeyboardEvent> & { code: string }) => ({ key: '', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...init });

describe('keyboard shortcuts (spec 000 s9)', () => {
  it('maps shift+n, alt+s and ctrl+shift+s, and nothing else', () => {
    expect(shortcutFor(key({ code: 'KeyN', shiftKey: true }))).toBe('add-new');
    expect(shortcutFor(key({ code: 'KeyS', altKey: true }))).toBe('save');
    expect(shortcutFor(key({ code: 'KeyS', ctrlKey: true, shiftKey: true }))).toBe('save-and-add-new');
    expect(shortcutFor(key({ code: 'KeyS', ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key({ code: 'KeyN' }))).toBeNull();
    expect(shortcutFor(key({ code: 'KeyN', shiftKey: true, ctrlKey: true }))).toBeNull();
  });

  function page(html: string) {
    document.body.innerHTML = html;
    const clicks: string[] = [];
    document.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => clicks.push(b.id || b.textContent || '')));
    return clicks;
  }
  const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    Object.defineProperty(e, 'target', { value: target });
    return handleShortcutKey(e);
  };

  it('clicks the marked button, skipping disabled ones', () => {
    const clicks = page(`
      <button data-shortcut="save" disabled>off</button>
      <button data-shortcut="save">Save</button>
      <button data-shortcut="save-and-add-new">Save and new</button>
      <button id="add-new">New</button>`);
    expect(press({ code: 'KeyS', altKey: true })).toBe(true);
    expect(press({ code: 'KeyS', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press({ code: 'KeyN', shiftKey: true })).toBe(true);
    expect(clicks).toEqual(['Save', 'Save and new', 'add-new']);
  });

  it("prefers the open dialog's button over the page's", () => {
    page(`<button data-shortcut="save">Page save</button><div role="dialog"><button data-shortcut="save">Dialog save</button></div>`);
    expect(findShortcutButton('save')?.textContent).toBe('Dialog save');
  });

  it('lets shift+n type a capital N in a field, but alt+s still saves from a field', () => {
    const clicks = page(`<input id="name" /><button data-shortcut="add-new">New</button><button data-shortcut="save">Save</button>`);
    const input = document.getElementById('name')!;
    expect(press({ code: 'KeyN', shiftKey: true }, input)).toBe(false);
    expect(press({ code: 'KeyS', altKey: true }, input)).toBe(true);
    expect(clicks).toEqual(['Save']);
  });

  it('does nothing when the page has no such button', () => {
    page('<p>nothing here</p>');
    expect(press({ code: 'KeyS', altKey: true })).toBe(false);
  });
});

describe('marking a button for a shortcut', () => {
  it('shortcutProps marks the button and names its keys for assistive technology', () => {
    expect(shortcutProps('add-new')).toEqual({ 'data-shortcut': 'add-new', 'aria-keyshortcuts': 'Shift+N' });
    expect(shortcutProps('save')['aria-keyshortcuts']).toBe('Alt+S');
    expect(shortcutProps('save-and-add-new')['aria-keyshortcuts']).toBe('Control+Shift+S');
  });

  it('skips a marked button that is hidden (itself or an ancestor)', () => {
    document.body.innerHTML = `
      <div hidden><button data-shortcut="save">Hidden save</button></div>
      <button data-shortcut="save" hidden>Hidden too</button>
      <button data-shortcut="save">Visible save</button>`;
    expect(findShortcutButton('save')?.textContent).toBe('Visible save');
  });
});
