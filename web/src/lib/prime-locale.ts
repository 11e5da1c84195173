import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import { isKhmer } from './in-language';
import { KHMER_MONTHS } from './khmer-names';

/**
 * PrimeReact's own texts (paginator labels, dropdown 'No results found', 'Choose', 'Clear', calendar names, aria
 * labels ...) in Khmer. PrimeReact ships English only; the Khmer locale has every key of its English one and is made
 * the global PrimeReact locale whenever the portal's language changes, so components without a `locale` prop follow
 * the language too. It is loaded with the first page (routes.tsx), not with the sign-in page, which has no PrimeReact
 * component: PrimeReact and this table stay out of the landing download.
 */
export const KHMER_PRIME_LOCALE = {
  accept: 'បាទ/ចាស',
  addRule: 'បន្ថែមលក្ខខណ្ឌ',
  // CLDR's Khmer day periods (the same as the portal's formatted times).
  am: 'AM',
  apply: 'អនុវត្ត',
  cancel: 'បោះបង់',
  choose: 'ជ្រើសរើស',
  chooseDate: 'ជ្រើសរើសកាលបរិច្ឆេទ',
  chooseMonth: 'ជ្រើសរើសខែ',
  chooseYear: 'ជ្រើសរើសឆ្នាំ',
  clear: 'សម្អាត',
  completed: 'បានបញ្ចប់',
  contains: 'មាន',
  custom: 'ផ្ទាល់ខ្លួន',
  dateAfter: 'កាលបរិច្ឆេទក្រោយ',
  dateBefore: 'កាលបរិច្ឆេទមុន',
  dateFormat: 'd/m/yy',
  dateIs: 'កាលបរិច្ឆេទគឺ',
  dateIsNot: 'កាលបរិច្ឆេទមិនមែន',
  dayNames: ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'],
  dayNamesMin: ['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស'],
  dayNamesShort: ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហ', 'សុក្រ', 'សៅរ៍'],
  emptyFilterMessage: 'រកមិនឃើញលទ្ធផល',
  emptyMessage: 'មិនមានជម្រើស',
  emptySearchMessage: 'រកមិនឃើញលទ្ធផល',
  emptySelectionMessage: 'មិនមានធាតុដែលបានជ្រើសរើស',
  endsWith: 'បញ្ចប់ដោយ',
  equals: 'ស្មើនឹង',
  fileChosenMessage: '{0} ឯកសារ',
  fileSizeTypes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  filter: 'តម្រង',
  firstDayOfWeek: 1,
  gt: 'ធំជាង',
  gte: 'ធំជាង ឬស្មើនឹង',
  lt: 'តូចជាង',
  lte: 'តូចជាង ឬស្មើនឹង',
  matchAll: 'ត្រូវនឹងទាំងអស់',
  matchAny: 'ត្រូវនឹងណាមួយ',
  medium: 'មធ្យម',
  monthNames: [...KHMER_MONTHS],
  monthNamesShort: [...KHMER_MONTHS],
  nextDecade: 'ទសវត្សរ៍បន្ទាប់',
  nextHour: 'ម៉ោងបន្ទាប់',
  nextMinute: 'នាទីបន្ទាប់',
  nextMonth: 'ខែបន្ទាប់',
  nextSecond: 'វិនាទីបន្ទាប់',
  nextYear: 'ឆ្នាំបន្ទាប់',
  noFileChosenMessage: 'មិនទាន់បានជ្រើសរើសឯកសារ',
  noFilter: 'គ្មានតម្រង',
  notContains: 'មិនមាន',
  notEquals: 'មិនស្មើនឹង',
  now: 'ឥឡូវនេះ',
  passwordPrompt: 'បញ្ចូលពាក្យសម្ងាត់',
  pending: 'កំពុងរង់ចាំ',
  pm: 'PM',
  prevDecade: 'ទសវត្សរ៍មុន',
  prevHour: 'ម៉ោងមុន',
  prevMinute: 'នាទីមុន',
  prevMonth: 'ខែមុន',
  prevSecond: 'វិនាទីមុន',
  prevYear: 'ឆ្នាំមុន',
  reject: 'ទេ',
  removeRule: 'លុបលក្ខខណ្ឌ',
  searchMessage: 'មានលទ្ធផល {0}',
  selectionMessage: 'បានជ្រើសរើស {0} ធាតុ',
  showMonthAfterYear: false,
  startsWith: 'ចាប់ផ្តើមដោយ',
  strong: 'ខ្លាំង',
  today: 'ថ្ងៃនេះ',
  upload: 'ផ្ទុកឡើង',
  weak: 'ខ្សោយ',
  weekHeader: 'សប្តាហ៍',
  aria: {
    cancelEdit: 'បោះបង់ការកែ',
    close: 'បិទ',
    collapseLabel: 'បង្រួម',
    collapseRow: 'បានបង្រួមជួរ',
    editRow: 'កែជួរ',
    expandLabel: 'ពង្រីក',
    expandRow: 'បានពង្រីកជួរ',
    falseLabel: 'មិនពិត',
    filterConstraint: 'លក្ខខណ្ឌតម្រង',
    filterOperator: 'ប្រមាណវិធីតម្រង',
    firstPageLabel: 'ទំព័រដំបូង',
    gridView: 'ទិដ្ឋភាពក្រឡា',
    hideFilterMenu: 'លាក់ម៉ឺនុយតម្រង',
    jumpToPageDropdownLabel: 'បញ្ជីលោតទៅទំព័រ',
    jumpToPageInputLabel: 'ប្រអប់លោតទៅទំព័រ',
    lastPageLabel: 'ទំព័រចុងក្រោយ',
    listLabel: 'បញ្ជីជម្រើស',
    listView: 'ទិដ្ឋភាពបញ្ជី',
    moveAllToSource: 'ផ្លាស់ទីទាំងអស់ទៅប្រភព',
    moveAllToTarget: 'ផ្លាស់ទីទាំងអស់ទៅគោលដៅ',
    moveBottom: 'ផ្លាស់ទីទៅក្រោមបង្អស់',
    moveDown: 'ផ្លាស់ទីចុះក្រោម',
    moveToSource: 'ផ្លាស់ទីទៅប្រភព',
    moveToTarget: 'ផ្លាស់ទីទៅគោលដៅ',
    moveTop: 'ផ្លាស់ទីទៅលើបង្អស់',
    moveUp: 'ផ្លាស់ទីឡើងលើ',
    navigation: 'ការរុករក',
    next: 'បន្ទាប់',
    nextPageLabel: 'ទំព័របន្ទាប់',
    nullLabel: 'មិនបានជ្រើសរើស',
    otpLabel: 'សូមបញ្ចូលតួអក្សរទី {0} នៃពាក្យសម្ងាត់ប្រើតែម្តង',
    pageLabel: 'ទំព័រ {page}',
    passwordHide: 'លាក់ពាក្យសម្ងាត់',
    passwordShow: 'បង្ហាញពាក្យសម្ងាត់',
    previous: 'មុន',
    prevPageLabel: 'ទំព័រមុន',
    removeLabel: 'លុប',
    rotateLeft: 'បង្វិលទៅឆ្វេង',
    rotateRight: 'បង្វិលទៅស្តាំ',
    rowsPerPageLabel: 'ចំនួនជួរក្នុងមួយទំព័រ',
    saveEdit: 'រក្សាទុកការកែ',
    scrollTop: 'រំកិលទៅលើគេ',
    selectAll: 'បានជ្រើសរើសធាតុទាំងអស់',
    selectLabel: 'ជ្រើសរើស',
    selectRow: 'បានជ្រើសរើសជួរ',
    showFilterMenu: 'បង្ហាញម៉ឺនុយតម្រង',
    slide: 'ស្លាយ',
    slideNumber: '{slideNumber}',
    star: '1 ផ្កាយ',
    stars: '{star} ផ្កាយ',
    trueLabel: 'ពិត',
    unselectAll: 'បានដកការជ្រើសរើសធាតុទាំងអស់',
    unselectLabel: 'ដកការជ្រើសរើស',
    unselectRow: 'បានដកការជ្រើសរើសជួរ',
    zoomImage: 'ពង្រីករូបភាព',
    zoomIn: 'ពង្រីក',
    zoomOut: 'បង្រួម',
  },
};

let registered = false;

function register(): void {
  if (registered) return;
  addLocale('km', KHMER_PRIME_LOCALE);
  registered = true;
}

/** The PrimeReact locale name for a portal language ('km' registered on first use, else PrimeReact's 'en'). */
export function primeLocaleOf(language: string | null | undefined): 'km' | 'en' {
  if (!isKhmer(language)) return 'en';
  register();
  return 'km';
}

/** Makes the language's PrimeReact locale the global one (called on start-up and on every language change). */
export function applyPrimeLocale(language: string | null | undefined): void {
  setPrimeLocale(primeLocaleOf(language));
}

let following = false;

/**
 * Applies the current language's PrimeReact locale and follows i18next's language from then on (idempotent). React
 * renders after every 'languageChanged' listener has run, so the texts have switched when the screens re-render.
 */
export function followLanguageInPrime(i18n: { language: string; on: (event: 'languageChanged', listener: (code: string) => void) => void }): void {
  applyPrimeLocale(i18n.language);
  if (following) return;
  following = true;
  i18n.on('languageChanged', (code: string) => applyPrimeLocale(code));
}
