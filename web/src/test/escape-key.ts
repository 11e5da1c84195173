import { flushSync } from 'react-dom';

/**
 * Escape pressed as a browser delivers the key: React renders the key's updates (and runs their effects) in the
 * microtasks between one listener and the next, so before the key bubbles up to the document, where PrimeReact's
 * Dialog and Calendar listen for it. jsdom runs the listeners without those pauses: a listener on <body>, after
 * React's own there, renders instead. Outside act(), which would hold the rendering back until the key is through.
 */
export function pressEscape(target: Element): void {
  const renderBetweenListeners = () => flushSync(() => undefined);
  const acting: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  document.body.addEventListener('keydown', renderBetweenListeners);
  try {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
  } finally {
    document.body.removeEventListener('keydown', renderBetweenListeners);
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
  }
}
