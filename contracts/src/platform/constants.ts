/** Business constants of spec 000 section 9 and spec 001 section 9. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const NAV_BADGE_DELAY_MS = 500;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export const CHAT_PANEL_WIDTH_PX = 384;
export const LAYOUTS = [
  'empty', 'centered', 'enterprise', 'material', 'modern', 'classic', 'classy', 'compact', 'dense', 'futuristic', 'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const SCHEMES = ['light', 'dark', 'auto'] as const;
export type Scheme = (typeof SCHEMES)[number];
export const THEMES = [
  { id: 'theme-default', name: 'Default' },
  { id: 'theme-brand', name: 'Brand' },
  { id: 'theme-teal', name: 'Teal' },
  { id: 'theme-rose', name: 'Rose' },
  { id: 'theme-purple', name: 'Purple' },
  { id: 'theme-amber', name: 'Amber' },
] as const;
export type ThemeId = (typeof THEMES)[number]['id'];
export const DEFAULT_APPEARANCE: { layout: LayoutName; scheme: Scheme; theme: ThemeId } = { layout: 'modern', scheme: 'light', theme: 'theme-default' };
export const LANGUAGES = [
  { id: 'en-US', title: 'English' },
  { id: 'km', title: 'ខ្មែរ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';
export const KEYBOARD_SHORTCUTS = { addNew: 'shift+n', save: 'alt+s', saveAndAddNew: 'ctrl+shift+s' } as const;
export const PAYMENT_FORM_MAXIMA = {
  tran_id: 20,
  email: 100,
  phone: 50,
  return_url: 200,
  continue_success_url: 200,
} as const;
export const DIALOGS = {
  topUp: { width: '60%', minWidth: '400px', maxWidth: '100vw', height: '600px', dismissableMask: false },
  claim: { width: '400px', height: '250px', dismissableMask: false },
} as const;
export const DATE_FORMATS = { input: 'D', display: 'DDD', monthYear: 'LLL yyyy', messageTime: 'MMM dd, h:mm a', chatTime: 'HH:mm' } as const;
export const LOG_LEVELS = ['Off', 'Error', 'Warning', 'Info', 'Debug'] as const;
export const CURRENCY_SYMBOL_RIEL = '៛';
/** Role value that gets the balance widget, tutorials, help and settings. */
export const CUSTOMER_ROLE = 2;
