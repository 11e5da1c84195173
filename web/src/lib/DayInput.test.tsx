import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { typeDay } from '../test/day-input';
import { pressEscape, renderInDialog } from '../test/picker-in-dialog';
import { DayInput } from './DayInput';

let mockLanguage = 'km';
jest.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: mockLanguage } }) }));

function setup(value: string | null, testId = 'day') {
  const onChange = jest.fn();
  render(<DayInput value={value} onChange={onChange} inputId={testId} testId={testId} />);
  return { onChange, input: screen.getByTestId(testId).querySelector('input')! };
}

it('shows and takes a day as d/m/yyyy on a Khmer page, answering yyyy-MM-dd', () => {
  mockLanguage = 'km';
  const { onChange, input } = setup('2026-03-02');
  expect(input.value).toBe('2/3/2026');
  typeDay(screen.getByTestId('day'), '2025-01-15', 'km');
  expect(onChange).toHaveBeenLastCalledWith('2025-01-15');
});

it('shows and takes a day as m/d/yyyy on an English page', () => {
  mockLanguage = 'en';
  const { onChange, input } = setup('2026-03-02');
  expect(input.value).toBe('3/2/2026');
  typeDay(screen.getByTestId('day'), '2025-01-15');
  expect(onChange).toHaveBeenLastCalledWith('2025-01-15');
});

it('answers null when the day is cleared, and shows nothing for no day', () => {
  mockLanguage = 'en';
  const { onChange, input } = setup('2026-03-02');
  fireEvent.input(input, { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(setup(null, 'none').input.value).toBe('');
});

describe('Escape in a dialog', () => {
  const inDialog = () => {
    mockLanguage = 'en';
    return renderInDialog('Return', <DayInput value="2026-03-02" onChange={jest.fn()} inputId="in-dialog" testId="in-dialog" />, 'in-dialog');
  };

  it('closes only the day picker when it is open, from the field or from a day in the picker', async () => {
    const { onHide, input, openPicker, pickerClosed } = inDialog();
    await openPicker();
    pressEscape(input());
    await pickerClosed();

    await openPicker();
    pressEscape(screen.getByText('2', { selector: '.p-highlight' }));
    await pickerClosed();
    expect(screen.getByText('Return')).toBeTruthy();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('closes the dialog when the day picker is not open', async () => {
    const { onHide, input } = inDialog();
    pressEscape(input());
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
  });
});
