/**
 * Icons arrive from the server as 'pi pi-xxx' (PrimeIcons) or in the template's 'heroicons_outline:xxx' /
 * 'mat_outline:xxx' form; both are shown with PrimeIcons.
 */
const NAMED: Record<string, string> = {
  home: 'pi-home', 'chart-pie': 'pi-chart-pie', 'chart-bar': 'pi-chart-bar', 'document-text': 'pi-file',
  document: 'pi-file', 'document-duplicate': 'pi-copy', 'clipboard-document-list': 'pi-list', clipboard: 'pi-clipboard',
  'clipboard-list': 'pi-list', calculator: 'pi-calculator', calendar: 'pi-calendar', users: 'pi-users', user: 'pi-user',
  'user-group': 'pi-users', 'user-circle': 'pi-user', 'credit-card': 'pi-credit-card', banknotes: 'pi-money-bill',
  cash: 'pi-money-bill', 'currency-dollar': 'pi-dollar', 'building-office': 'pi-building', 'building-library': 'pi-building-columns',
  'office-building': 'pi-building', 'cog-6-tooth': 'pi-cog', cog: 'pi-cog', 'cog-8-tooth': 'pi-cog', 'adjustments-horizontal': 'pi-sliders-h',
  'shield-check': 'pi-shield', 'lock-closed': 'pi-lock', 'key': 'pi-key', 'academic-cap': 'pi-graduation-cap',
  'question-mark-circle': 'pi-question-circle', 'information-circle': 'pi-info-circle', 'check-circle': 'pi-check-circle',
  'table-cells': 'pi-table', table: 'pi-table', 'circle-stack': 'pi-database', database: 'pi-database', 'server': 'pi-server',
  'arrow-path': 'pi-refresh', 'arrows-right-left': 'pi-arrow-right-arrow-left', 'receipt-percent': 'pi-percentage',
  receipt: 'pi-receipt', 'wallet': 'pi-wallet', 'briefcase': 'pi-briefcase', 'bell': 'pi-bell', 'envelope': 'pi-envelope',
  'inbox': 'pi-inbox', 'chat-bubble-left-right': 'pi-comments', 'star': 'pi-star', 'bookmark': 'pi-bookmark',
  'folder': 'pi-folder', 'tag': 'pi-tag', 'globe-alt': 'pi-globe', 'video-camera': 'pi-video', 'book-open': 'pi-book',
  'presentation-chart-bar': 'pi-chart-line', 'chart-line': 'pi-chart-line', 'squares-2x2': 'pi-th-large', 'view-grid': 'pi-th-large',
  'rectangle-stack': 'pi-clone', 'list-bullet': 'pi-list', 'check-badge': 'pi-verified', 'exclamation-triangle': 'pi-exclamation-triangle',
  'magnifying-glass': 'pi-search', search: 'pi-search', 'shopping-cart': 'pi-shopping-cart', 'sparkles': 'pi-sparkles',
  'bolt': 'pi-bolt', 'sun': 'pi-sun', 'moon': 'pi-moon', 'heart': 'pi-heart', 'flag': 'pi-flag', 'map': 'pi-map',
};

export function iconClass(icon: string | null | undefined, fallback = 'pi pi-circle'): string {
  if (!icon) return fallback;
  const trimmed = icon.trim();
  if (trimmed.startsWith('pi ')) return trimmed;
  if (trimmed.startsWith('pi-')) return `pi ${trimmed}`;
  const name = trimmed.includes(':') ? trimmed.split(':')[1] : trimmed;
  const pi = NAMED[name];
  return pi ? `pi ${pi}` : fallback;
}
