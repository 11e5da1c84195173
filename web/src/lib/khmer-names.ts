/**
 * CLDR's Khmer calendar names (what Intl prints where it has Khmer data), without dependencies: shared by the date
 * module (app/dates.ts) and PrimeReact's Khmer locale (app/prime-locale.ts).
 */
/** Months January first, weekdays Monday first. */
export const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'] as const;
/** Stand-alone weekday names ('cccc': a name on its own); in a date ('EEEE') Monday is written ច័ន្ទ. */
export const KHMER_WEEKDAYS = ['ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍', 'អាទិត្យ'] as const;
export const KHMER_WEEKDAYS_IN_DATE = ['ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍', 'អាទិត្យ'] as const;
export const KHMER_WEEKDAYS_SHORT = ['ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហ', 'សុក្រ', 'សៅរ៍', 'អាទិត្យ'] as const;
export const KHMER_WEEKDAYS_NARROW = ['ច', 'អ', 'ព', 'ព', 'ស', 'ស', 'អ'] as const;
