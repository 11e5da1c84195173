import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import MachineLabPage from './MachineLabPage';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

// Each test opens the lab at a bare address (the lab writes its state into the address).
beforeEach(() => window.history.replaceState(null, '', '/machine-lab'));

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

it('writes the machine and the events sent into the address, and a shared address replays them to the same state', async () => {
  const first = render(<MachineLabPage />);
  await act(async () => {
    fireEvent.change(screen.getByTestId('lab-machine'), { target: { value: 'editDialog' } });
  });
  fireEvent.click(screen.getAllByRole('button', { name: /^OPEN/ })[0]);
  expect(state()).toBe('open');
  const shared = window.location.href;
  expect(new URL(shared).searchParams.get('machine')).toBe('editDialog');
  expect(JSON.parse(new URL(shared).searchParams.get('events') ?? '[]')[0].type).toBe('OPEN');
  first.unmount();

  window.history.replaceState(null, '', new URL(shared).pathname + new URL(shared).search);
  render(<MachineLabPage />);
  expect((screen.getByTestId('lab-machine') as HTMLSelectElement).value).toBe('editDialog');
  expect(state()).toBe('open');
});
