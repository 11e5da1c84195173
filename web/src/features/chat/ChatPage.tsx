import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressSpinner } from 'primereact/progressspinner';
import { CHAT_MESSAGE_MAX_LENGTH, ChatEvents, ChatRoutes, type Chat, type ChatContact } from '@cis/contracts';
import { http, withQuery } from '../../api/http';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { formatNumber } from '../../lib/format';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { ContactAvatar } from '../contacts';
import { filterChats, groupByDay, isSendable, lastActivityLabel, replaceChat } from './chat.logic';
import './chat.css';

const LIVE = [ChatEvents.messageSent, ChatEvents.chatUpdated, ChatEvents.chatStarted, ChatEvents.contactAdded];

const chatApi = {
  chats: () => http.get<Chat[]>(ChatRoutes.chats),
  contact: (id: string) => http.get<ChatContact>(withQuery(ChatRoutes.contact, { id })),
  send: (chatId: string, value: string) => http.post<Chat>(ChatRoutes.message, { chatId, value }),
  markRead: (id: string) => http.patch<Chat>(ChatRoutes.chat, { id, chat: { unreadCount: 0 } }, { silent: true }),
};

/** Chat list, the open conversation, and its contact's details; messages from the other side arrive by push. */
export default function ChatPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { id } = useParams();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [showContact, setShowContact] = useState(false);
  const chats = useLiveData(chatApi.chats, [], LIVE);
  const list = filterChats(chats.data ?? [], filter);
  const open = (chats.data ?? []).find((c) => c.id === id) ?? null;
  const contact = useLiveData(() => (open ? chatApi.contact(open.contactId) : Promise.resolve(null)), [open?.contactId, showContact], [ChatEvents.contactAdded]);
  const end = useRef<HTMLDivElement>(null);

  // Opening a chat (or a message arriving in it) marks it read.
  useEffect(() => {
    if (!open || open.unreadCount === 0) return;
    chatApi.markRead(open.id).then((chat) => chats.setData((all) => replaceChat(all ?? [], chat)), () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id, open?.unreadCount]);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [open?.id, open?.messages.length]);

  const send = async () => {
    if (!open || !isSendable(draft, CHAT_MESSAGE_MAX_LENGTH) || sending) return;
    setSending(true);
    try {
      const chat = await chatApi.send(open.id, draft);
      chats.setData((all) => replaceChat(all ?? [], chat));
      setDraft('');
    } catch {
      // The shell shows the error alert; the draft stays.
    } finally {
      setSending(false);
    }
  };

  const dayLabel = (day: string) => {
    if (DateTime.fromISO(day).hasSame(DateTime.now(), 'day')) return t('chatApp.today');
    return formatDate(day, lang);
  };

  return (
    <PageFrame icon="pi pi-comments" subtitle={t('chatApp.subtitle')}>
      <div className={`achat ${id ? 'achat-open' : ''} ${showContact && open ? 'achat-with-contact' : ''}`}>
        <aside className="card achat-list" aria-label={t('chatApp.chats')}>
          <div className="achat-list-head">
            <IconField iconPosition="left">
              <InputIcon className="pi pi-search" />
              <InputText value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('chatApp.searchPlaceholder')} aria-label={t('chatApp.search')} data-testid="chat-search" />
            </IconField>
          </div>
          {chats.loading ? (
            <div className="achat-state"><ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('chatApp.loading')} /></div>
          ) : chats.failed ? (
            <LoadFailed className="achat-state" onRetry={chats.reload} testId="chat-failed" />
          ) : list.length === 0 ? (
            <div className="achat-state" data-testid="chat-empty"><i className="pi pi-comments" aria-hidden="true" /><p>{filter ? t('chatApp.noMatches') : t('chatApp.empty')}</p></div>
          ) : (
            <ul className="achat-items" data-testid="chat-list">
              {list.map((chat) => (
                <li key={chat.id}>
                  <Link to={`/apps/chat/${chat.id}`} className={`achat-item ${chat.id === id ? 'achat-item-active' : ''}`} data-testid="chat-item">
                    <ContactAvatar name={chat.contact?.name ?? ''} colourKey={chat.contact?.id} avatar={chat.contact?.avatar} size="large" />
                    <span className="achat-item-text">
                      <span className="achat-item-top">
                        <span className="achat-item-name">{chat.contact?.name}</span>
                        <span className="achat-item-time muted">{lastActivityLabel(chat.lastMessageAt, lang)}</span>
                      </span>
                      <span className="achat-item-bottom">
                        <span className="achat-item-last muted">{chat.lastMessage}</span>
                        {chat.muted && <i className="pi pi-volume-off muted" aria-label={t('chatApp.muted')} />}
                        {chat.unreadCount > 0 && <Badge value={formatNumber(chat.unreadCount, lang)} aria-label={t('chatApp.unread')} data-testid="chat-unread" />}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>

        <section className="card achat-conversation">
          {!id ? (
            <div className="achat-state achat-pick"><i className="pi pi-comments" aria-hidden="true" /><p>{t('chatApp.pickOne')}</p></div>
          ) : chats.loading ? (
            <div className="achat-state"><ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('chatApp.loading')} /></div>
          ) : chats.failed && !open ? (
            <LoadFailed className="achat-state" onRetry={chats.reload} testId="chat-conversation-failed" />
          ) : !open ? (
            <div className="achat-state" data-testid="chat-missing"><i className="pi pi-exclamation-circle" aria-hidden="true" /><p>{t('chatApp.notFound')}</p><Link to="/apps/chat">{t('chatApp.backToList')}</Link></div>
          ) : (
            <>
              <header className="achat-head">
                <Button icon="pi pi-arrow-left" text rounded className="achat-back" aria-label={t('chatApp.backToList')} onClick={() => navigate('/apps/chat')} />
                <button type="button" className="achat-head-who" onClick={() => setShowContact((s) => !s)} data-testid="chat-contact-toggle" aria-expanded={showContact}>
                  <ContactAvatar name={open.contact?.name ?? ''} colourKey={open.contact?.id} avatar={open.contact?.avatar} size="normal" />
                  <span>
                    <strong data-testid="chat-title">{open.contact?.name}</strong>
                    <span className="muted achat-about">{open.contact?.about}</span>
                  </span>
                </button>
                <Button icon="pi pi-info-circle" text rounded aria-label={t('chatApp.contactInfo')} onClick={() => setShowContact((s) => !s)} />
              </header>
              <div className="achat-messages" data-testid="chat-messages" aria-live="polite">
                {groupByDay(open.messages).map((group) => (
                  <div key={group.day}>
                    <div className="achat-day"><span>{dayLabel(group.day)}</span></div>
                    {group.messages.map((m) => (
                      <div key={m.id} className={`achat-msg ${m.isMine ? 'achat-mine' : 'achat-theirs'}`} data-testid="chat-message">
                        <div className="achat-bubble">{m.value}</div>
                        <time className="achat-time muted" dateTime={m.createdAt}>{formatDate(m.createdAt, lang, DATE_PATTERNS.time)}</time>
                      </div>
                    ))}
                  </div>
                ))}
                <div ref={end} />
              </div>
              <form className="achat-compose" onSubmit={(e) => { e.preventDefault(); void send(); }}>
                <InputTextarea
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); void send(); } }}
                  rows={1}
                  autoResize
                  maxLength={CHAT_MESSAGE_MAX_LENGTH}
                  placeholder={t('chatApp.placeholder')}
                  aria-label={t('chatApp.message')}
                  data-testid="chat-input"
                />
                <Button type="submit" icon="pi pi-send" rounded aria-label={t('chatApp.send')} disabled={!isSendable(draft, CHAT_MESSAGE_MAX_LENGTH)} loading={sending} data-testid="chat-send" />
              </form>
            </>
          )}
        </section>

        {showContact && open && (
          <aside className="card achat-contact" aria-label={t('chatApp.contactInfo')} data-testid="chat-contact">
            <div className="achat-contact-head">
              <h2>{t('chatApp.contactInfo')}</h2>
              <Button icon="pi pi-times" text rounded aria-label={t('chatApp.close')} onClick={() => setShowContact(false)} />
            </div>
            {contact.loading || !contact.data ? (
              <div className="achat-state"><ProgressSpinner style={{ width: 32, height: 32 }} aria-label={t('chatApp.loading')} /></div>
            ) : (
              <>
                <div className="achat-contact-who">
                  <ContactAvatar name={contact.data.name} colourKey={contact.data.id} avatar={contact.data.avatar} size="xlarge" />
                  <strong>{contact.data.name}</strong>
                  <span className="muted">{contact.data.about}</span>
                </div>
                <dl className="achat-facts">
                  {contact.data.details.emails.map((e) => (<div key={e.email}><dt>{t('chatApp.email')}</dt><dd><a href={`mailto:${e.email}`}>{e.email}</a></dd></div>))}
                  {contact.data.details.phoneNumbers.map((p) => (<div key={p.phoneNumber}><dt>{t('chatApp.phone')}</dt><dd>{p.phoneNumber}</dd></div>))}
                  {(contact.data.details.title || contact.data.details.company) && (<div><dt>{t('chatApp.job')}</dt><dd>{[contact.data.details.title, contact.data.details.company].filter(Boolean).join(' · ')}</dd></div>)}
                  {contact.data.details.birthday && (<div><dt>{t('chatApp.birthday')}</dt><dd>{formatDate(contact.data.details.birthday, lang, undefined, 'UTC')}</dd></div>)}
                  {contact.data.details.address && (<div><dt>{t('chatApp.address')}</dt><dd>{contact.data.details.address}</dd></div>)}
                </dl>
                {contact.data.attachments.docs.length > 0 && (
                  <>
                    <h3 className="achat-sub">{t('chatApp.sharedFiles')}</h3>
                    <ul className="achat-docs">{contact.data.attachments.docs.map((d) => <li key={d}><i className="pi pi-file" aria-hidden="true" /> {d}</li>)}</ul>
                  </>
                )}
              </>
            )}
          </aside>
        )}
      </div>
    </PageFrame>
  );
}
