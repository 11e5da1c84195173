import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import MachineLabPage from './MachineLabPage';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const state = () => JSON.parse(screen.getByTestId('lab-state').textContent ?? 'null');

it('drives the picked machine alone, also under StrictMode (effects run twice in development)', async () => {
  render(
    <StrictMode>
      <MachineLabPage />
    </StrictMode>,
  );
  expect(state()).toBe('view');
  // Machine names and the status are translation keys, not English.
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('machineLab.machines.shortcutsPanel');
  expect(screen.getByTestId('lab-status').textContent).toBe('machineLab.statuses.active');
  fireEvent.click(screen.getByRole('button', { name: /^NEW/ }));
  expect(state()).toEqual({ add: 'editing' });

  fireEvent.change(screen.getByTestId('lab-custom'), { target: { value: '{ "type": "CANCEL" }' } });
  fireEvent.click(screen.getByTestId('lab-send'));
  expect(state()).toBe('view');

  // Another machine: the confirm / edit dialog starts closed and opens on OPEN.
  await act(async () => {
    fireEvent.change(screen.getByTestId('lab-machine'), { target: { value: 'editDialog' } });
  });
  expect(state()).toBe('closed');
  fireEvent.click(screen.getAllByRole('button', { name: /^OPEN/ })[0]);
  expect(state()).toBe('open');
});

it('refuses a typed event without a type', () => {
  render(<MachineLabPage />);
  fireEvent.change(screen.getByTestId('lab-custom'), { target: { value: '{ "nope": 1 }' } });
  fireEvent.click(screen.getByTestId('lab-send'));
  expect(screen.getByText('machineLab.needsType')).toBeTruthy();
  expect(state()).toBe('view');
});
