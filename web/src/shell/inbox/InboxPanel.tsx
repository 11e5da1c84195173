import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { InboxItem } from '@cis/contracts';
import type { InboxStore } from '../../stores/messages';
import { iconClass } from '../icons';
import { inboxText } from './inbox-text';
import { followStoredLink } from '../links';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { WallPosts } from './WallPosts';
import '../panel.css';
import './inbox.css';

export interface InboxTexts {
  title: string;
  empty: string;
  emptyHint: string;
  button: string;
  icon: string;
}

/** The list of a messages or notifications popup (InboxButton.tsx loads it when the popup first opens). */
export function InboxPanel({ store, texts, testId, onNavigate }: { store: InboxStore; texts: InboxTexts; testId: string; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [items, unread] = useUnit([store.$items, store.$unreadCount]);

  const open = (item: InboxItem) => {
    if (!item.link) return;
    if (!item.read) void store.toggleReadFx({ id: item.id, read: true }).catch(() => undefined);
    onNavigate?.();
    followStoredLink(item, {
      navigate,
      open: (url) => {
        window.location.href = url;
      },
    });
  };

  return (
    <section className="panel" data-testid={`${testId}-panel`} aria-label={texts.title}>
      <header className="panel-head">
        <h2>{texts.title}</h2>
        {unread > 0 && <span className="panel-count">{t('inbox.unreadCount', { count: unread })}</span>}
        <div className="topbar-spacer" />
        <button
          type="button"
          className="btn btn-text btn-sm"
          disabled={unread === 0}
          onClick={() => void store.markAllAsReadFx().catch(() => undefined)}
          title={t('inbox.markAllAsRead')}
          aria-label={t('inbox.markAllAsRead')}
          data-testid={`${testId}-mark-all`}
        >
          <i className="pi pi-check-square" aria-hidden="true" />
          {/* On a phone the head keeps the icon alone (inbox.css): the title and count then fit on one line. */}
          <span className="panel-head-label">{t('inbox.markAllAsRead')}</span>
        </button>
      </header>
      {store.kind === 'notifications' && <WallPosts />}
      {items.length === 0 ? (
        <div className="panel-empty">
          <span className="panel-empty-icon icon-badge icon-badge-round">
            <i className={`pi ${texts.icon}`} aria-hidden="true" />
          </span>
          <div className="panel-empty-title">{texts.empty}</div>
          <div className="panel-empty-text">{texts.emptyHint}</div>
        </div>
      ) : (
        <ul className="inbox-list" role="list">
          {items.map((item) => {
            const text = inboxText(item, t, i18n.language);
            return (
              <li key={item.id} className={`inbox-item ${item.read ? 'is-read' : 'is-unread'}`} data-testid="inbox-item">
                <button type="button" className="inbox-item-main" onClick={() => open(item)} disabled={!item.link}>
                  <span className="inbox-item-media">
                    {item.image ? <img src={item.image} alt="" /> : <i className={iconClass(item.icon, 'pi pi-envelope')} aria-hidden="true" />}
                  </span>
                  <span className="inbox-item-text">
                    <span className="inbox-item-title">{text.title}</span>
                    {text.description && <span className="inbox-item-desc">{text.description}</span>}
                    <span className="inbox-item-time">{formatDate(item.time, i18n.language, DATE_PATTERNS.messageTime)}</span>
                  </span>
                </button>
                <span className="inbox-item-actions">
                  <button
                    type="button"
                    className="icon-btn icon-btn-sm read-toggle"
                    onClick={() => void store.toggleReadFx({ id: item.id, read: !item.read }).catch(() => undefined)}
                    aria-label={item.read ? t('inbox.markAsUnread') : t('inbox.markAsRead')}
                    title={item.read ? t('inbox.markAsUnread') : t('inbox.markAsRead')}
                    data-testid="inbox-toggle-read"
                  >
                    <span className={`read-dot ${item.read ? '' : 'is-unread'}`} />
                  </button>
                  <button
                    type="button"
                    className="icon-btn icon-btn-sm"
                    onClick={() => void store.deleteFx(item.id).catch(() => undefined)}
                    aria-label={t('label.action.delete')}
                    title={t('label.action.delete')}
                    data-testid="inbox-delete"
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
