import { useEffect } from 'react';

/**
 * Keyboard shortcuts (spec 000 s9): shift+n clicks the add-new button, alt+s the save button, ctrl+shift+s the
 * save-and-add-new button of the page (an open dialog's own first). A screen marks its buttons with
 * `{...shortcutProps('save')}` (or the attribute `data-shortcut="save"` itself); MainLayout listens once for all.
 */
export type ShortcutTarget = 'add-new' | 'save' | 'save-and-add-new';

/** The keys of each target, as aria-keyshortcuts spells them. */
export const SHORTCUT_KEYS: Readonly<Record<ShortcutTarget, string>> = {
  'add-new': 'Shift+N',
  save: 'Alt+S',
  'save-and-add-new': 'Control+Shift+S',
};

/**
 * Props that make a button the one a shortcut clicks, and tell assistive technology about the keys:
 * `<button {...shortcutProps('add-new')}>`. A disabled or hidden button is skipped.
 */
export function shortcutProps(target: ShortcutTarget): { 'data-shortcut': ShortcutTarget; 'aria-keyshortcuts': string } {
  return { 'data-shortcut': target, 'aria-keyshortcuts': SHORTCUT_KEYS[target] };
}

export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): ShortcutTarget | null {
  const key = (e.code?.startsWith('Key') ? e.code.slice(3) : e.key ?? '').toLowerCase();
  if (e.ctrlKey && e.shiftKey && !e.altKey && key === 's') return 'save-and-add-new';
  if (e.altKey && !e.ctrlKey && !e.shiftKey && key === 's') return 'save';
  if (e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey && key === 'n') return 'add-new';
  return null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const el = target;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

function isAvailable(el: HTMLElement): boolean {
  if (('disabled' in el && el.disabled === true) || el.getAttribute('aria-disabled') === 'true') return false;
  // Hidden by an attribute on itself or an ancestor (a form's actions hidden behind an in-place question).
  return !el.closest('[hidden], [inert], [aria-hidden="true"]');
}

/**
 * The button a shortcut clicks: the first enabled, not hidden element marked data-shortcut="<target>" (or with
 * that id). Inside an open dialog, the dialog's own buttons win.
 */
export function findShortcutButton(target: ShortcutTarget, root: ParentNode = document): HTMLElement | null {
  const selector = `[data-shortcut="${target}"], #${target}`;
  const dialogs = Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"]'));
  const scopes: ParentNode[] = [...dialogs.reverse(), root];
  for (const scope of scopes) {
    const hit = Array.from(scope.querySelectorAll<HTMLElement>(selector)).find(isAvailable);
    if (hit) return hit;
  }
  return null;
}

/** Handles one key press; returns whether it clicked something. shift+n is ignored while typing (it types 'N'). */
export function handleShortcutKey(e: KeyboardEvent, root: ParentNode = document): boolean {
  const target = shortcutFor(e);
  if (!target) return false;
  if (target === 'add-new' && isTyping(e.target)) return false;
  const button = findShortcutButton(target, root);
  if (!button) return false;
  e.preventDefault();
  button.click();
  return true;
}

export function useKeyboardShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      handleShortcutKey(e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
