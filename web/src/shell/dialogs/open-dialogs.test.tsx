import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'primereact/dialog';
import { alertDismissed, alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { ShellAlerts } from '../alerts/ShellAlerts';
import { returnFocusAfterModals } from './open-dialogs';

// The components' own strings are keys here: the tests are about where the alerts and the focus go.
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string, o?: { defaultValue?: string }) => o?.defaultValue ?? key }) }));

/** The app's usual pattern: the dialog is mounted while open (and the user types in its field). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Manage tags
      </button>
      {open && (
        <Dialog header="Tags" visible onHide={() => setOpen(false)} data-testid="dialog">
          <input aria-label="New tag" />
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

afterEach(() => {
  act(() => {
    alertDismissed();
    invalidFieldsDismissed();
  });
});

describe('a closed dialog gives focus back to its opener (WCAG 2.4.3)', () => {
  it('returns focus to the button that opened a dialog mounted while open, whose field had focus', async () => {
    const stop = returnFocusAfterModals(document);
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Manage tags' });
    opener.focus();
    fireEvent.click(opener);
    const field = await screen.findByLabelText('New tag');
    act(() => field.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.querySelector('.p-dialog-mask')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    stop();
  });
});

describe('the shell alerts while a dialog is open', () => {
  it('stay in the page flow with no dialog open', () => {
    const { container } = render(<ShellAlerts />);
    act(() => alertRaised({ type: 'error', message: 'Refused.' }));
    expect(container.contains(screen.getByTestId('system-alert'))).toBe(true);
    expect(screen.queryByTestId('shell-alert-layer')).toBeNull();
  });

  it('move into the layer above the masks, dismissible there, when raised while a dialog is open', async () => {
    const { container } = render(
      <>
        <ShellAlerts />
        <Dialog header="Edit" visible onHide={() => undefined}>
          <p>form</p>
        </Dialog>
      </>,
    );
    await waitFor(() => expect(document.querySelector('.p-dialog-mask')).not.toBeNull());
    act(() => alertRaised({ type: 'error', message: 'Refused.' }));
    act(() => alertRaised({ type: REQUIRED_ALERT_TYPE, message: '', fields: ['shortcut.label'] }));
    const layer = await screen.findByTestId('shell-alert-layer');
    // A child of body (as the masks are), not inside the page the mask covers.
    expect(layer.parentElement).toBe(document.body);
    expect(container.contains(layer)).toBe(false);
    expect(layer.contains(screen.getByTestId('system-alert'))).toBe(true);
    expect(layer.contains(screen.getByTestId('invalid-fields'))).toBe(true);
    fireEvent.click(screen.getByTestId('system-alert').querySelector('button')!);
    expect(screen.queryByTestId('system-alert')).toBeNull();
    expect(layer.contains(screen.getByTestId('invalid-fields'))).toBe(true);
  });
});
