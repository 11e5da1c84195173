import { useTranslation } from 'react-i18next';
import { Calendar } from 'primereact/calendar';
import { calendarDateFormat, dateToDay, dayToDate } from './dates';
import { calendarLocale } from './calendar-locale';
import { useEscapeClosesPickerOnly } from './calendar-escape';

/**
 * A calendar day ('yyyy-MM-dd' in and out) picked in the page's language: d/m/yyyy with Khmer month and weekday names
 * on a Khmer page, m/d/yyyy in English (the browser's own date input follows the browser, not the page).
 */
export function DayInput({ value, onChange, inputId, testId, disabled, className, maxDay }: {
  value: string | null;
  onChange: (day: string | null) => void;
  inputId?: string;
  testId?: string;
  disabled?: boolean;
  className?: string;
  /** The last day the picker offers ('yyyy-MM-dd'), e.g. today for a day that has already happened. */
  maxDay?: string;
}) {
  const { i18n } = useTranslation();
  const escape = useEscapeClosesPickerOnly();
  return (
    <Calendar
      ref={escape.ref}
      pt={escape.pt}
      inputId={inputId}
      value={dayToDate(value)}
      onChange={(e) => onChange(dateToDay(e.value ?? null) || null)}
      locale={calendarLocale(i18n.language)}
      dateFormat={calendarDateFormat(i18n.language)}
      showIcon
      showButtonBar
      disabled={disabled}
      maxDate={dayToDate(maxDay) ?? undefined}
      className={className}
      data-testid={testId}
    />
  );
}
