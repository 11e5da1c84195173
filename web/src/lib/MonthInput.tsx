import { useTranslation } from 'react-i18next';
import { localeOption } from 'primereact/api';
import { Calendar } from 'primereact/calendar';
import { dateToMonth, formatMonth, isKhmer, khmerDigits, monthToDate, monthYearRange, parseMonth } from './dates';
import { calendarLocale } from './calendar-locale';
import { useEscapeClosesPickerOnly } from './calendar-escape';

/**
 * A month ('yyyy-MM' in and out, as the API takes it) picked in the page's language: 'មីនា ២០២៦' with Khmer month
 * names and Khmer digits on a Khmer page, 'March 2026' in English. The browser's own `<input type="month">` follows
 * the browser, not the page (issue 15 point 4). By keyboard: type the month ('3/2026', 'March 2026', 'មីនា ២០២៦'),
 * or ArrowDown to open the month grid (focus moves to the month shown), arrows to move, Enter to pick, Escape to close.
 *
 * `onChange` answers only whole months: a half-typed month (or a cleared field) leaves the value as it was.
 */
export function MonthInput({ value, onChange, inputId, testId, disabled, className, min, max, ariaLabel }: {
  value: string | null;
  onChange: (month: string) => void;
  inputId?: string;
  testId?: string;
  disabled?: boolean;
  className?: string;
  /** The first and last month that may be picked ('yyyy-MM'). */
  min?: string;
  max?: string;
  ariaLabel?: string;
}) {
  const { i18n } = useTranslation();
  const escape = useEscapeClosesPickerOnly();
  const language = i18n.language;
  const khmer = isKhmer(language);
  const chooseYear = localeOption('chooseYear', calendarLocale(language));
  return (
    <Calendar
      ref={escape.ref}
      pt={escape.pt}
      inputId={inputId}
      view="month"
      value={monthToDate(value)}
      onChange={(e) => {
        const month = e.value instanceof Date ? dateToMonth(e.value) : '';
        if (month) onChange(month);
      }}
      formatDateTime={(date) => formatMonth(date, language)}
      parseDateTime={(text) => {
        const date = parseMonth(text, language);
        // PrimeReact takes a throw as "not a date (yet)".
        if (!date) throw new Error('not a month');
        return date;
      }}
      // On a Khmer page the year over the month grid is a list of years in Khmer digits (PrimeReact's own year
      // title and year grid print Latin digits and take no template).
      yearNavigator={khmer}
      yearRange={khmer ? monthYearRange(value, min, max) : undefined}
      yearNavigatorTemplate={khmer ? (nav) => (
        <select className={nav.className} value={String(nav.value ?? '')} aria-label={chooseYear}
          onChange={(e) => nav.onChange(e, e.target.value)} data-testid={testId ? `${testId}-year` : undefined}>
          {nav.names.map((year) => <option key={String(year)} value={String(year)}>{khmerDigits(String(year))}</option>)}
        </select>
      ) : undefined}
      minDate={monthToDate(min) ?? undefined}
      maxDate={monthToDate(max) ?? undefined}
      locale={calendarLocale(language)}
      // Focus stays in the field for typing: PrimeReact moves it into the grid when the grid opens, so the grid opens
      // from the button or with ArrowDown, not on focus.
      showOnFocus={false}
      showIcon
      disabled={disabled}
      className={className}
      ariaLabel={ariaLabel}
      data-testid={testId}
    />
  );
}
