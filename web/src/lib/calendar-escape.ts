import { useRef, type KeyboardEvent } from 'react';
import type { Calendar, CalendarPassThroughOptions } from 'primereact/calendar';

/**
 * Escape in a day or month field (DayInput, MonthInput) with its picker open closes the picker only; with nothing
 * open it goes on, so the dialog the field sits in closes as usual.
 *
 * PrimeReact's Dialog and Calendar listen for Escape on the document, and the most recently opened wins. But the
 * Calendar closes its picker on the key already (from the field and from the picker's days, months and buttons), and
 * React renders that before the key reaches the document: the picker's listener is gone by then and the dialog's
 * took the key too. So a key that found the picker open stops at the field. A control of our own in the picker
 * (MonthInput's Khmer year list) has no Escape of its own: the picker is closed here for it, focus back in the field.
 */
export function useEscapeClosesPickerOnly() {
  const calendar = useRef<Calendar>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape') return;
    const input = calendar.current?.getInput();
    if (!input || input.getAttribute('aria-expanded') !== 'true') return;
    event.stopPropagation();
    if (event.target !== input && !event.defaultPrevented) {
      event.preventDefault();
      calendar.current?.hide();
      input.focus();
    }
  };
  const pt: CalendarPassThroughOptions = { root: { onKeyDown } };
  return { ref: calendar, pt };
}
