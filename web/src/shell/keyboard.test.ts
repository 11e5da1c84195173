import { findShortcutButton, handleShortcutKey, shortcutFor } from './keyboard';

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
