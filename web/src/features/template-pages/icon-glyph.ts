import { PRIMEICON_NAMES } from './primeicon-names';

/**
 * The portal ships one icon font (PrimeIcons). The template's icon sets (Feather, Heroicons, Material) arrive from
 * the BFF as names; each is drawn with the PrimeIcons glyph of the same meaning, found by normalising the name
 * (underscores, style suffixes), a table of synonyms, and then the name's leading words. A name with no
 * counterpart gets no glyph (null), and the page shows its initial instead of a misleading picture.
 */
const SYNONYMS: Record<string, string> = {
  mail: 'envelope', email: 'envelope', 'envelope-open': 'envelope', x: 'times', 'x-mark': 'times', close: 'times',
  'x-circle': 'times-circle', 'magnifying-glass': 'search', trash: 'trash', delete: 'trash', 'trash-2': 'trash',
  settings: 'cog', 'cog-6-tooth': 'cog', 'cog-8-tooth': 'cog', 'adjustments-horizontal': 'sliders-h', 'adjustments-vertical': 'sliders-v',
  sliders: 'sliders-h', edit: 'pencil', 'edit-2': 'pencil', pencil: 'pencil', 'pencil-square': 'pen-to-square', 'log-in': 'sign-in',
  'log-out': 'sign-out', logout: 'sign-out', 'arrow-right-on-rectangle': 'sign-out', 'alert-circle': 'exclamation-circle',
  'alert-triangle': 'exclamation-triangle', 'alert-octagon': 'exclamation-circle', warning: 'exclamation-triangle', error: 'times-circle',
  'help-circle': 'question-circle', help: 'question-circle', 'question-mark-circle': 'question-circle', info: 'info-circle',
  'information-circle': 'info-circle', 'dollar-sign': 'dollar', 'currency-dollar': 'dollar', attach_money: 'dollar', 'attach-money': 'dollar',
  'credit-card': 'credit-card', payments: 'money-bill', banknotes: 'money-bill', 'account-balance-wallet': 'wallet', 'account-balance': 'building-columns',
  'building-library': 'building-columns', 'building-office': 'building', 'user-group': 'users', people: 'users', person: 'user',
  'person-add': 'user-plus', 'user-circle': 'user', 'account-circle': 'user', 'user-check': 'user', 'calendar-days': 'calendar',
  'calendar-today': 'calendar', event: 'calendar', today: 'calendar', clock: 'clock', alarm: 'clock', schedule: 'clock', history: 'history',
  'bar-chart': 'chart-bar', 'bar-chart-2': 'chart-bar', 'chart-bar': 'chart-bar', analytics: 'chart-line', 'pie-chart': 'chart-pie',
  'trending-up': 'arrow-up-right', 'trending-down': 'arrow-down-right', 'arrow-path': 'refresh', 'refresh-cw': 'refresh',
  'arrow-down-tray': 'download', 'arrow-up-tray': 'upload', 'cloud-download': 'cloud-download', 'cloud-upload': 'cloud-upload',
  'arrows-right-left': 'arrow-right-arrow-left', 'arrow-back': 'arrow-left', 'arrow-forward': 'arrow-right', 'paper-airplane': 'send',
  'paper-clip': 'paperclip', 'attach-file': 'paperclip', 'chat-bubble-left-right': 'comments', 'chat-bubble-left-ellipsis': 'comment',
  'message-circle': 'comment', 'message-square': 'comment', chat: 'comments', 'at-sign': 'at', 'at-symbol': 'at', 'map-pin': 'map-marker',
  place: 'map-marker', 'globe-alt': 'globe', language: 'language', translate: 'language', 'computer-desktop': 'desktop', monitor: 'desktop',
  'document-text': 'file', 'document-duplicate': 'copy', 'content-copy': 'copy', document: 'file', description: 'file', 'file-text': 'file',
  'file-plus': 'file-plus', 'file-minus': 'file-excel', 'picture-as-pdf': 'file-pdf', 'folder-open': 'folder-open', 'archive-box': 'box',
  archive: 'box', inventory: 'box', 'clipboard-document-check': 'clipboard', assignment: 'clipboard', 'shield-check': 'shield', verified: 'verified',
  'lock-closed': 'lock', 'lock-open': 'lock-open', unlock: 'lock-open', 'eye-slash': 'eye-slash', 'eye-off': 'eye-slash', visibility: 'eye',
  'visibility-off': 'eye-slash', favorite: 'heart', 'bell-alert': 'bell', 'bell-off': 'bell-slash', notifications: 'bell', 'more-horizontal': 'ellipsis-h',
  'more-vertical': 'ellipsis-v', 'more-horiz': 'ellipsis-h', 'more-vert': 'ellipsis-v', 'bars-3': 'bars', menu: 'bars', 'list-bullet': 'list',
  'squares-2x2': 'th-large', grid: 'th-large', dashboard: 'th-large', layout: 'objects-column', layers: 'clone', 'rectangle-stack': 'clone',
  'shopping-cart': 'shopping-cart', store: 'shop', work: 'briefcase', badge: 'id-card', identification: 'id-card', calculate: 'calculator',
  gavel: 'hammer', scale: 'hammer', megaphone: 'megaphone', 'rocket-launch': 'rocket', sparkles: 'sparkles', zap: 'bolt', award: 'trophy',
  'academic-cap': 'graduation-cap', 'receipt-percent': 'percentage', percent: 'percentage', funnel: 'filter', 'filter-list': 'filter',
  photo: 'image', image: 'image', camera: 'camera', anchor: 'link', link: 'link', hash: 'hashtag', tag: 'tag', label: 'tag', flag: 'flag',
  'check-square': 'check-square', done: 'check', 'task-alt': 'check-circle', 'add-circle': 'plus-circle', add: 'plus', code: 'code',
  save: 'save', printer: 'print', print: 'print', upload: 'upload', download: 'download', share: 'share-alt', send: 'send', phone: 'phone',
  inbox: 'inbox', home: 'home', key: 'key', star: 'star', sun: 'sun', moon: 'moon', database: 'database', box: 'box', briefcase: 'briefcase',
  summarize: 'list', 'open-in-new': 'external-link', 'arrow-up': 'arrow-up', 'arrow-down': 'arrow-down', activity: 'wave-pulse',
  airplay: 'desktop', aperture: 'camera', battery: 'bolt', bold: 'bold', 'book-open': 'book', cloud: 'cloud', 'bookmark': 'bookmark',
};

/** 'mat_outline:account_balance' / 'account_balance' -> 'account-balance'. */
export function normaliseIconName(name: string): string {
  const bare = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  return bare.trim().toLowerCase().replace(/[_\s]+/g, '-');
}

/** The PrimeIcons glyph ('pi-envelope') that draws an icon of the template's sets, or null when none fits. */
export function primeGlyph(name: string): string | null {
  const n = normaliseIconName(name);
  const direct = (candidate: string | undefined): string | null => (candidate && PRIMEICON_NAMES.has(candidate) ? `pi-${candidate}` : null);
  const found = direct(SYNONYMS[n]) ?? direct(n);
  if (found) return found;
  const words = n.split('-');
  for (let end = words.length - 1; end >= 1; end -= 1) {
    const head = words.slice(0, end).join('-');
    const hit = direct(SYNONYMS[head]) ?? direct(head);
    if (hit) return hit;
  }
  return null;
}

/** Icons of a set whose name contains every word of the query (the page's filter). */
export function filterIcons(list: string[], query: string): string[] {
  const words = query.trim().toLowerCase().split(/[\s_-]+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((icon) => {
    const n = normaliseIconName(icon);
    return words.every((w) => n.includes(w));
  });
}
