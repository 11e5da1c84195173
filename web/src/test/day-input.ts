import { fireEvent } from '@testing-library/react';
import { calendarDateFormat } from '../lib/dates';

/**
 * Types a day ('yyyy-MM-dd') into a DayInput (its root, found by its testId) as a reader would: in the calendar's
 * format for `language` (m/d/yyyy in English, d/m/yyyy in Khmer), which the calendar parses on input.
 */
export function typeDay(root: HTMLElement, day: string, language = 'en'): void {
  const input = root instanceof HTMLInputElement ? root : root.querySelector('input');
  if (!input) throw new Error('typeDay: no input in the DayInput');
  const [year, month, date] = day.split('-').map(Number);
  const text = calendarDateFormat(language).replace('yy', String(year)).replace('m', String(month)).replace('d', String(date));
  fireEvent.input(input, { target: { value: text } });
}
