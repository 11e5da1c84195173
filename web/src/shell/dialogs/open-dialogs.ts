import { useSyncExternalStore } from 'react';

/**
 * The masks of PrimeReact's modal overlays (Dialog, ConfirmDialog, Sidebar). PrimeReact portals each into
 * document.body while it is open, so a direct child of body with one of these classes is an open modal.
 */
export const MODAL_MASKS = '.p-dialog-mask, .p-sidebar-mask';

function openMasks(doc: Document): Element[] {
  return Array.from(doc.body.children).filter((child) => child.matches(MODAL_MASKS));
}

/** Calls `onChange` whenever a modal mask is added to or removed from body; answers the unsubscribe. */
function watchMasks(doc: Document, onChange: (added: Element[], removed: Element[]) => void): () => void {
  const observer = new MutationObserver((records) => {
    const added: Element[] = [];
    const removed: Element[] = [];
    for (const record of records) {
      record.addedNodes.forEach((node) => node instanceof Element && node.matches(MODAL_MASKS) && added.push(node));
      record.removedNodes.forEach((node) => node instanceof Element && node.matches(MODAL_MASKS) && removed.push(node));
    }
    if (added.length > 0 || removed.length > 0) onChange(added, removed);
  });
  observer.observe(doc.body, { childList: true });
  return () => observer.disconnect();
}

/** Whether a modal dialog (or drawer) is open: its mask covers the page, so page-top content is hidden under it. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    (notify) => watchMasks(document, notify),
    () => openMasks(document).length > 0,
    () => false,
  );
}

/** How many recently focused elements are remembered to find a dialog's opener. */
const HISTORY = 20;

/**
 * WCAG 2.4.3: when a modal closes, keyboard focus goes back to the element that had it before the modal opened (the
 * button that opened it). PrimeReact does this only for a Dialog that stays mounted and does not move focus into
 * itself on mount; most of the app's dialogs are mounted while open (`{open && <Dialog visible …/>}`) or autofocus
 * their first field, and focus fell to <body>. Installed once for the whole app, it covers every dialog.
 *
 * The opener is the last element focused outside the new mask (the history, not the element focused when the mask
 * appears: an autofocused field inside the dialog already has focus by then); for a dialog opened from another
 * dialog, that is the button inside the first one. Focus is given back only when it was
 * lost (on body or on a removed element), so a dialog that moves focus on purpose after closing keeps its choice.
 */
export function returnFocusAfterModals(doc: Document = document): () => void {
  const recent: HTMLElement[] = [];
  const openers = new Map<Element, HTMLElement>();
  const remember = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    const at = recent.indexOf(event.target);
    if (at >= 0) recent.splice(at, 1);
    recent.push(event.target);
    if (recent.length > HISTORY) recent.shift();
  };
  const focusLost = () => {
    const active = doc.activeElement;
    return !active || active === doc.body || !active.isConnected;
  };
  doc.addEventListener('focusin', remember, true);
  const stop = watchMasks(doc, (added, removed) => {
    for (const mask of added) {
      const opener = [...recent].reverse().find((el) => el.isConnected && !mask.contains(el));
      if (opener) openers.set(mask, opener);
    }
    for (const mask of removed) {
      const opener = openers.get(mask);
      openers.delete(mask);
      if (opener && opener.isConnected && focusLost()) opener.focus();
    }
  });
  return () => {
    stop();
    doc.removeEventListener('focusin', remember, true);
  };
}
