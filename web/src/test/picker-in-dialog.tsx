import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'primereact/dialog';

/**
 * A day or month field (its root's testId) in a PrimeReact Dialog titled `header`. The dialog may mount its content
 * again as it opens: `input` looks the field up each time.
 */
export function renderInDialog(header: string, field: ReactElement, testId: string) {
  const onHide = jest.fn();
  render(<Dialog header={header} visible onHide={onHide}>{field}</Dialog>);
  const input = () => screen.getByTestId(testId).querySelector('input')!;
  const pickerOpen = () => input().getAttribute('aria-expanded') === 'true';
  /** ArrowDown opens the picker (both fields: MonthInput's opens only so). */
  const openPicker = async () => {
    fireEvent.keyDown(input(), { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(pickerOpen()).toBe(true));
  };
  const pickerClosed = () => waitFor(() => expect(pickerOpen()).toBe(false));
  return { onHide, input, openPicker, pickerClosed };
}

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
