import { act, fireEvent, render, screen } from '@testing-library/react';
import { InlineConfirm, useInlineConfirm } from './InlineConfirm';

// The component's own strings are keys here: the test is about the confirmation, not the translations.
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string, o?: { defaultValue?: string }) => o?.defaultValue ?? key }) }));

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const confirm = useInlineConfirm(onConfirm);
  return (
    <>
      <button type="button" onClick={() => confirm.ask()}>
        ask
      </button>
      <InlineConfirm confirm={confirm} question="Delete this shortcut?" confirmLabel="Delete" testId="confirm" />
    </>
  );
}

it('asks before acting: nothing happens on cancel, the action runs once on confirm and the question closes', async () => {
  const onConfirm = jest.fn(async () => true);
  render(<Harness onConfirm={onConfirm} />);
  expect(screen.queryByTestId('confirm')).toBeNull();

  fireEvent.click(screen.getByText('ask'));
  expect(screen.getByRole('alertdialog', { name: 'Delete this shortcut?' })).toBeTruthy();
  fireEvent.click(screen.getByText('label.action.cancel'));
  expect(screen.queryByTestId('confirm')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();

  fireEvent.click(screen.getByText('ask'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-yes'));
  });
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('confirm')).toBeNull();
});

it('keeps the question open with the error when the action fails', async () => {
  render(<Harness onConfirm={async () => Promise.reject(new Error('Resource does not exist!'))} />);
  fireEvent.click(screen.getByText('ask'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-yes'));
  });
  expect(screen.getByTestId('confirm').textContent).toContain('Resource does not exist!');
});
