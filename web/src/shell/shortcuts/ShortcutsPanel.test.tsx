import '../../test/text-encoding.polyfill';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Shortcut } from '@cis/contracts';
import { ApiError } from '../../api/http';
import { $invalidFields, REQUIRED_ALERT_TYPE, alertRaised } from '../../stores/alerts';
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

it('a shortcut saved after a refused link takes down the "following fields are invalid" list', async () => {
  let refuse = true;
  createShortcutFx.use(async (shortcut) => {
    if (refuse) {
      refuse = false;
      // What the HTTP layer does with the server's 400 naming the link: the shell lists the field.
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: 'invalid', fields: ['shortcut.link'] });
      throw new ApiError(400, 'Bad Request', 'invalid', null);
    }
    return { id: 's1', ...shortcut };
  });
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByTestId('shortcuts-new'));
  fireEvent.change(screen.getByTestId('shortcut-label'), { target: { value: 'Evil' } });
  fireEvent.change(screen.getByTestId('shortcut-icon'), { target: { value: 'pi pi-user' } });
  fireEvent.change(screen.getByTestId('shortcut-link'), { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(screen.getByTestId('shortcut-router-no'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('shortcut-save'));
  });
  await waitFor(() => expect($invalidFields.getState()).toEqual(['shortcut.link']));
  fireEvent.change(screen.getByTestId('shortcut-link'), { target: { value: '/profile' } });
  fireEvent.click(screen.getByTestId('shortcut-router-yes'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('shortcut-save'));
  });
  await waitFor(() => expect(mode()).toBe('modify'));
  expect($invalidFields.getState()).toBeNull();
});
