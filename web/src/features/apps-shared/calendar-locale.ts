import { addLocale } from 'primereact/api';

let registered = false;

/**
 * The PrimeReact locale name for a portal language. Khmer month and day names are registered once (PrimeReact
 * ships English only), so Calendar pickers read in the user's language like the dates around them.
 */
export function calendarLocale(language: string): string {
  if (!(language === 'km' || language.startsWith('km-'))) return 'en';
  if (!registered) {
    addLocale('km', {
      firstDayOfWeek: 1,
      dayNames: ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'],
      dayNamesShort: ['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស'],
      dayNamesMin: ['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស'],
      monthNames: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
      monthNamesShort: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
      today: 'ថ្ងៃនេះ',
      clear: 'សម្អាត',
      weekHeader: 'សប្តាហ៍',
      am: 'ព្រឹក',
      pm: 'ល្ងាច',
      chooseDate: 'ជ្រើសរើសកាលបរិច្ឆេទ',
    });
    registered = true;
  }
  return 'km';
}
