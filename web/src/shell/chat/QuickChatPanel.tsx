import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DATE_PATTERNS, formatDate, toDateTime } from '../../lib/dates';
import { CHAT_PANEL_WIDTH_PX } from '@cis/contracts';
import { quickChatToggled } from '../shell.state';
import { initialsOf } from '../topbar/UserAvatar';
import { avatarHueClass } from '../avatar-hue';
import { $chats, $chatsLoaded, $selectedChatId, chatSelected, fetchChatsFx, messageSent, type ChatMessage } from './chat.api';
import { useBelowTopBar } from './belowTopBar';
import '../panel.css';
import './quick-chat.css';

/** Messages grouped by day, each day headed by its 'longDate'. */
export function groupByDay(messages: readonly ChatMessage[], locale: string): { day: string; label: string; messages: ChatMessage[] }[] {
  const groups: { day: string; label: string; messages: ChatMessage[] }[] = [];
  for (const m of messages) {
    const d = toDateTime(m.createdAt);
    const day = d?.toISODate() ?? '';
    let g = groups[groups.length - 1];
    if (!g || g.day !== day) {
      g = { day, label: formatDate(d, locale, DATE_PATTERNS.longDate), messages: [] };
      groups.push(g);
    }
    g.messages.push(m);
  }
  return groups;
}

/**
 * The team chat side panel, 384 px wide: contacts, the conversation with day separators, bubbles and input. It sits
 * below the top bar, so the bar's chat toggle (and user menu) stay usable while it is open.
 */
export default function QuickChatPanel() {
  const { t, i18n } = useTranslation();
  // Mounted by QuickChat only while open, and for staff only (APP_ACCESS.chat): for anyone else its API is never called.
  const [chats, loaded, selectedId] = useUnit([$chats, $chatsLoaded, $selectedChatId]);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  useBelowTopBar(panel, true);
  const selected = chats.find((c) => c.id === selectedId) ?? null;
  const days = useMemo(() => groupByDay(selected?.messages ?? [], i18n.language), [selected, i18n.language]);

  useEffect(() => {
    if (!loaded) void fetchChatsFx().catch(() => undefined);
  }, [loaded]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [selected?.messages?.length, selectedId]);

  const send = () => {
    const value = draft.trim();
    if (!value || !selected) return;
    messageSent({ chatId: selected.id, value });
    setDraft('');
  };

  return (
    <aside ref={panel} className="quick-chat" style={{ width: CHAT_PANEL_WIDTH_PX }} aria-label={t('chat.title')} data-testid="quick-chat">
      <header className="quick-chat-head">
        <i className="pi pi-comments" aria-hidden="true" />
        <h2>{selected?.contact?.name ?? t('chat.title')}</h2>
        <div className="topbar-spacer" />
        <button type="button" className="icon-btn icon-btn-sm" onClick={() => quickChatToggled(false)} aria-label={t('label.action.close')}>
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </header>
      <div className="quick-chat-body">
        <ul className="quick-chat-contacts" role="list" aria-label={t('chat.contacts')}>
          {chats.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`chat-contact ${c.id === selectedId ? 'is-active' : ''}`}
                onClick={() => chatSelected(c.id)}
                title={c.contact?.name}
                aria-label={c.contact?.name}
              >
                <span className={`avatar avatar-normal ${avatarHueClass(c.contact?.id ?? c.id)}`} data-testid="chat-contact-avatar">
                  {c.contact?.avatar ? <img src={c.contact.avatar} alt="" /> : <span className="avatar-initials">{initialsOf(c.contact?.name ?? '?')}</span>}
                </span>
                {(c.unreadCount ?? 0) > 0 && <span className="count-badge">{c.unreadCount}</span>}
              </button>
            </li>
          ))}
          {loaded && chats.length === 0 && <li className="muted small chat-no-contacts">{t('chat.noContacts')}</li>}
        </ul>
        <div className="quick-chat-conversation">
          {!selected ? (
            <div className="panel-empty">
              <span className="panel-empty-icon icon-badge icon-badge-round">
                <i className="pi pi-comments" aria-hidden="true" />
              </span>
              <div className="panel-empty-title">{t('chat.selectConversation')}</div>
            </div>
          ) : (
            <>
              <div className="chat-messages">
                {days.map((g) => (
                  <div key={g.day}>
                    <div className="chat-day" role="separator">
                      <span>{g.label}</span>
                    </div>
                    {g.messages.map((m, i) => (
                      <div key={m.id ?? `${g.day}-${i}`} className={`chat-bubble ${m.isMine ? 'is-mine' : 'is-theirs'}`}>
                        <span className="chat-bubble-text">{m.value}</span>
                        <span className="chat-bubble-time">{formatDate(m.createdAt, i18n.language, DATE_PATTERNS.chatTime)}</span>
                      </div>
                    ))}
                  </div>
                ))}
                <div ref={end} />
              </div>
              <form
                className="chat-input"
                onSubmit={(e) => {
                  e.preventDefault();
                  send();
                }}
              >
                <textarea
                  value={draft}
                  rows={1}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      send();
                    }
                  }}
                  placeholder={t('chat.placeholder')}
                  aria-label={t('chat.placeholder')}
                />
                <button type="submit" className="icon-btn" aria-label={t('chat.send')} disabled={!draft.trim()}>
                  <i className="pi pi-send" aria-hidden="true" />
                </button>
              </form>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
