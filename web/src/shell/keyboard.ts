import { useEffect } from 'react';

/** Which button a key press clicks (spec 000 s9): shift+n add-new, alt+s save, ctrl+shift+s save-and-add-new. */
export type ShortcutTarget = 'add-new' | 'save' | 'save-and-add-new';

export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): ShortcutTarget | null {
  const key = (e.code?.startsWith('Key') ? e.code.slice(3) : e.key ?? '').toLowerCase();
  if (e.ctrlKey && e.shiftKey && !e.altKey && key === 's') return 'save-and-add-new';
  if (e.altKey && !e.ctrlKey && !e.shiftKey && key === 's') return 'save';
  if (e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey && key === 'n') return 'add-new';
  return null;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/**
 * The button a shortcut clicks: the first visible, enabled element marked data-shortcut="<target>" (or with that
 * id). Inside an open dialog, the dialog's own buttons win.
 */
export function findShortcutButton(target: ShortcutTarget, root: ParentNode = document): HTMLElement | null {
  const selector = `[data-shortcut="${target}"], #${target}`;
  const dialogs = Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"]'));
  const scopes: ParentNode[] = [...dialogs.reverse(), root];
  for (const scope of scopes) {
    const hit = Array.from(scope.querySelectorAll<HTMLElement>(selector)).find(
      (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
    );
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
