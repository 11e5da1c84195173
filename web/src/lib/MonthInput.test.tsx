import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pressEscape, renderInDialog } from '../test/picker-in-dialog';
import { dateToMonth, formatMonth, khmerDigits, latinDigits, monthToDate, monthYearRange, parseMonth } from './dates';
import { MonthInput } from './MonthInput';

let mockLanguage = 'km';
jest.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: mockLanguage } }) }));

function setup(value: string | null, testId = 'month') {
  const onChange = jest.fn();
  render(<MonthInput value={value} onChange={onChange} testId={testId} />);
  return { onChange, input: screen.getByTestId(testId).querySelector('input')! };
}

describe('month values', () => {
  it("goes 'yyyy-MM' -> Date -> 'yyyy-MM' on the month's first day, and nothing for no month", () => {
    const date = monthToDate('2026-03')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 1]);
    expect(dateToMonth(date)).toBe('2026-03');
    expect(dateToMonth(new Date(2025, 11, 31, 23, 59))).toBe('2025-12');
    expect(monthToDate('2026-3')).toBeNull();
    expect(monthToDate(null)).toBeNull();
    expect(dateToMonth(null)).toBe('');
  });

  it('writes a month with Khmer names and digits on a Khmer page, in English words on an English page', () => {
    expect(formatMonth(new Date(2026, 0, 1), 'km')).toBe('មករា ២០២៦');
    expect(formatMonth(new Date(2026, 8, 1), 'en-US')).toBe('September 2026');
    expect(khmerDigits('2026-09')).toBe('២០២៦-០៩');
    expect(latinDigits('២០២៦-០៩')).toBe('2026-09');
  });

  it('reads a typed month in either language and either digits, and no half-typed one', () => {
    const month = (text: string, language = 'km') => dateToMonth(parseMonth(text, language));
    expect(month('មីនា ២០២៦')).toBe('2026-03');
    expect(month('មីនា 2026')).toBe('2026-03');
    expect(month('៣/២០២៦')).toBe('2026-03');
    expect(month('March 2026', 'en-US')).toBe('2026-03');
    expect(month('  sep.  2026 ', 'en-US')).toBe('2026-09');
    expect(month('12/2025', 'en-US')).toBe('2025-12');
    expect(month('2025-12', 'en-US')).toBe('2025-12');
    expect(month('3/202', 'en-US')).toBe('');
    expect(month('13/2025', 'en-US')).toBe('');
    expect(month('Marchy 2026', 'en-US')).toBe('');
    expect(month('', 'en-US')).toBe('');
  });

  it("offers the allowed years, else twenty back and five ahead, always with the value's", () => {
    const today = new Date(2026, 5, 1);
    expect(monthYearRange('2026-01', undefined, '2026-12', today)).toBe('2006:2026');
    expect(monthYearRange('2026-01', '2025-01', undefined, today)).toBe('2025:2031');
    expect(monthYearRange('1990-01', undefined, undefined, today)).toBe('1970:2031');
  });
});

describe('MonthInput', () => {
  it('shows the month in Khmer words and digits on a Khmer page and answers yyyy-MM for a typed month', () => {
    mockLanguage = 'km';
    const { onChange, input } = setup('2026-01');
    expect(input.value).toBe('មករា ២០២៦');
    fireEvent.input(input, { target: { value: 'មីនា ២០២៥' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-03');
  });

  it('shows the month in English words on an English page', () => {
    mockLanguage = 'en-US';
    const { onChange, input } = setup('2026-12');
    expect(input.value).toBe('December 2026');
    fireEvent.input(input, { target: { value: '2/2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-02');
  });

  it('keeps its month while a month is half typed or the field is emptied', () => {
    mockLanguage = 'en-US';
    const { onChange, input } = setup('2026-12');
    fireEvent.input(input, { target: { value: 'Febr' } });
    fireEvent.input(input, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Escape in a dialog', () => {
  const inDialog = (language: string) => {
    mockLanguage = language;
    return renderInDialog('Report', <MonthInput value="2026-03" onChange={jest.fn()} testId="in-dialog" />, 'in-dialog');
  };

  it('closes only the month grid when it is open, from the field or from a month in the grid', async () => {
    const { onHide, input, openPicker, pickerClosed } = inDialog('en-US');
    await openPicker();
    pressEscape(input());
    await pickerClosed();

    await openPicker();
    pressEscape(screen.getByText('Mar', { selector: '.p-highlight' }));
    await pickerClosed();
    expect(onHide).not.toHaveBeenCalled();
  });

  it("closes only the month grid from a Khmer page's year list, and the field has the focus again", async () => {
    const { onHide, input, openPicker, pickerClosed } = inDialog('km');
    await openPicker();
    const years = screen.getByTestId('in-dialog-year');
    years.focus();
    pressEscape(years);
    await pickerClosed();
    expect(document.activeElement).toBe(input());
    expect(onHide).not.toHaveBeenCalled();
  });

  it('closes the dialog when the month grid is not open', async () => {
    const { onHide, input } = inDialog('en-US');
    pressEscape(input());
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
  });
});
