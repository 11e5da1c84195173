import '../../test/text-encoding.polyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Shortcut } from '@cis/contracts';
import { createShortcutFx } from '../../stores/shortcuts';
import { useKeyboardShortcuts } from '../keyboard';
import { ShortcutsPanel } from './ShortcutsPanel';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Page() {
  useKeyboardShortcuts();
  return <ShortcutsPanel />;
}

const press = (init: KeyboardEventInit, target: Element | Document = document.body) => fireEvent.keyDown(target, { bubbles: true, ...init });
const mode = () => screen.getByTestId('shortcuts-panel').getAttribute('data-mode');

it('shift+n opens a new shortcut, ctrl+shift+s saves it and starts the next, alt+s saves the last one', async () => {
  const created: Omit<Shortcut, 'id'>[] = [];
  createShortcutFx.use(async (shortcut) => {
    created.push(shortcut);
    return { id: `s${created.length}`, ...shortcut };
  });
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('shortcuts-new').getAttribute('aria-keyshortcuts')).toBe('Shift+N');
  press({ key: 'N', code: 'KeyN', shiftKey: true });
  expect(mode()).toBe('add');

  const fill = (label: string) => {
    fireEvent.change(screen.getByTestId('shortcut-label'), { target: { value: label } });
    fireEvent.change(screen.getByTestId('shortcut-icon'), { target: { value: 'pi pi-calendar' } });
    fireEvent.change(screen.getByTestId('shortcut-link'), { target: { value: '/monthly-tax' } });
    fireEvent.click(screen.getByTestId('shortcut-router-yes'));
  };
  fill('Monthly tax');
  // From inside a field, as a user would press it.
  await act(async () => {
    press({ key: 'S', code: 'KeyS', ctrlKey: true, shiftKey: true }, screen.getByTestId('shortcut-link'));
  });
  await waitFor(() => expect(created).toHaveLength(1));
  await waitFor(() => expect((screen.getByTestId('shortcut-label') as HTMLInputElement).value).toBe(''));
  expect(mode()).toBe('add');

  fill('Annual tax');
  await act(async () => {
    press({ key: 's', code: 'KeyS', altKey: true }, screen.getByTestId('shortcut-label'));
  });
  await waitFor(() => expect(mode()).toBe('modify'));
  expect(created.map((s) => s.label)).toEqual(['Monthly tax', 'Annual tax']);
});
