import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { MailboxEvents, type Mail, type MailFilter, type MailFolder, type MailLabel, type MailListItem } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatNumber, initialsOf } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { mailboxApi, type MailChange } from './mailbox.api';
import {
  excerpt, folderBadge, followRenamedLabel, labelColor, listDatePattern, mailboxPath, pageSummary, pageToShow, parseContact,
  parseMailboxPath, type MailboxLocation,
} from './mailbox.logic';
import { MailView } from './MailView';
import { LabelsDialog } from './LabelsDialog';
import { SettingsDialog } from './SettingsDialog';
import '../../lib/apps-b.css';
import './mailbox.css';

const EVENTS = Object.values(MailboxEvents);
const FOLDER_ICONS: Record<string, string> = {
  inbox: 'pi pi-inbox', sent: 'pi pi-send', drafts: 'pi pi-file-edit', spam: 'pi pi-exclamation-triangle', trash: 'pi pi-trash',
};
const FILTER_ICONS: Record<string, string> = { starred: 'pi pi-star', important: 'pi pi-exclamation-circle', unread: 'pi pi-envelope' };

/** The shared mailbox: folders, filters and labels; a page of mails; the open mail. */
export default function MailboxPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const location = useMemo(() => parseMailboxPath(params['*']), [params]);
  const { kind, slug, page, mailId } = location;
  const go = (next: Partial<MailboxLocation>) => navigate(mailboxPath({ ...location, ...next }));

  const folders = useLiveData(() => mailboxApi.folders(), [], EVENTS);
  const filters = useLiveData(() => mailboxApi.filters(), [], EVENTS);
  const labels = useLiveData(() => mailboxApi.labels(), [], EVENTS);
  const settings = useLiveData(() => mailboxApi.settings(), [], EVENTS);
  const list = useLiveData(() => mailboxApi.mails({ kind, slug, page }), [kind, slug, page], EVENTS);
  const mail = useLiveData<Mail | null>(() => (mailId ? mailboxApi.mail(mailId) : Promise.resolve(null)), [mailId], EVENTS);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // A page past the end (mails deleted or moved meanwhile) shows the last page instead.
  useEffect(() => {
    if (!list.data) return;
    const last = pageToShow(list.data, page);
    if (last !== null) navigate(mailboxPath({ kind, slug, page: last }), { replace: true });
  }, [list.data, page, kind, slug, navigate]);

  // A renamed label gets a new slug: follow it.
  const viewedLabelId = useRef<string | null>(null);
  useEffect(() => {
    if (kind !== 'label' || !labels.data) return;
    const next = followRenamedLabel(location, viewedLabelId.current, labels.data);
    if (next) navigate(mailboxPath(next), { replace: true });
    else viewedLabelId.current = labels.data.find((l) => l.slug === slug)?.id ?? null;
  }, [labels.data, kind, slug, location, navigate]);

  // Opening an unread mail reads it.
  const markedRead = useRef<string | null>(null);
  useEffect(() => {
    const m = mail.data;
    if (!m || !m.unread || markedRead.current === m.id) return;
    markedRead.current = m.id;
    void change(m, { unread: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mail.data]);

  /** A toggle or move: shown at once, then confirmed by the answer (or undone by a reload when it fails). */
  async function change(target: Mail, patch: MailChange) {
    const apply = <T extends Mail>(m: T): T => (m.id === target.id ? { ...m, ...patch } : m);
    mail.setData((m) => (m ? apply(m) : m));
    list.setData((l) => (l && l.mails ? { ...l, mails: l.mails.map((m) => apply(m)) } : l));
    try {
      const saved = await mailboxApi.updateMail(target.id, patch);
      mail.setData((m) => (m && m.id === saved.id ? saved : m));
    } catch {
      mail.reload();
    } finally {
      list.reload();
      folders.reload();
    }
  }

  const settingsData = settings.data ?? { messageLayout: 'right' as const, showAvatars: true };
  const full = settingsData.messageLayout === 'full';
  const heading = headingOf(location, folders.data, filters.data, labels.data, t);
  const labelById = new Map((labels.data ?? []).map((l) => [l.id, l]));

  return (
    <PageFrame
      icon="pi pi-envelope"
      subtitle={t('mailbox.subtitle')}
      actions={<Button icon="pi pi-cog" label={t('mailbox.settings')} outlined onClick={() => setSettingsOpen(true)} data-testid="mailbox-settings-button" />}
    >
      <div className={`mb-layout ${mailId ? 'mb-has-mail' : ''} ${full ? 'mb-full' : ''}`}>
        <nav className="card mb-side ab-side" aria-label={t('mailbox.navigation')} data-testid="mailbox-nav">
          <div className="ab-side-title">{t('mailbox.folders')}</div>
          {folders.loading && <Skeleton height="9rem" />}
          {folders.data?.map((f) => (
            <Link key={f.id} to={mailboxPath({ kind: 'folder', slug: f.slug })} className={`ab-side-link ${kind === 'folder' && slug === f.slug ? 'active' : ''}`} data-testid={`mailbox-folder-${f.slug}`}>
              <i className={FOLDER_ICONS[f.slug] ?? 'pi pi-folder'} aria-hidden="true" />
              <span>{t(`mailbox.folderNames.${f.slug}`, { defaultValue: f.title })}</span>
              {folderBadge(f) !== null && <span className="ab-count" data-testid="mailbox-folder-count">{formatNumber(f.count, i18n.language)}</span>}
            </Link>
          ))}
          <div className="ab-side-title">{t('mailbox.filters')}</div>
          {filters.data?.map((f) => (
            <Link key={f.id} to={mailboxPath({ kind: 'filter', slug: f.slug })} className={`ab-side-link ${kind === 'filter' && slug === f.slug ? 'active' : ''}`} data-testid={`mailbox-filter-${f.slug}`}>
              <i className={FILTER_ICONS[f.slug] ?? 'pi pi-filter'} aria-hidden="true" />
              <span>{t(`mailbox.filterNames.${f.slug}`, { defaultValue: f.title })}</span>
            </Link>
          ))}
          <div className="ab-side-title mb-labels-title">
            <span>{t('mailbox.labels')}</span>
            <Button icon="pi pi-pencil" rounded text size="small" aria-label={t('mailbox.manageLabels')} title={t('mailbox.manageLabels')} onClick={() => setLabelsOpen(true)} data-testid="mailbox-manage-labels" />
          </div>
          {labels.data?.length === 0 && <p className="muted ab-small mb-side-empty">{t('mailbox.noLabels')}</p>}
          {labels.data?.map((l) => (
            <Link key={l.id} to={mailboxPath({ kind: 'label', slug: l.slug })} className={`ab-side-link ${kind === 'label' && slug === l.slug ? 'active' : ''}`} data-testid="mailbox-label-link">
              <span className="ab-dot" style={{ background: labelColor(l.color) }} aria-hidden="true" />
              <span>{l.title}</span>
            </Link>
          ))}
        </nav>

        <section className="card mb-list" aria-label={heading} data-testid="mailbox-list">
          <header className="mb-list-header">
            <h2>{heading}</h2>
            {list.data?.mails && (
              <div className="mb-pager">
                <span className="muted ab-small" data-testid="mailbox-page-summary">
                  {pageSummary(list.data.pagination, i18n.language, (from, to, total) => t('mailbox.pageSummary', { from, to, total }))}
                </span>
                <Button icon="pi pi-chevron-left" rounded text aria-label={t('mailbox.previousPage')} disabled={page <= 1} onClick={() => go({ page: page - 1, mailId: null })} data-testid="mailbox-prev" />
                <Button icon="pi pi-chevron-right" rounded text aria-label={t('mailbox.nextPage')} disabled={page >= list.data.pagination.lastPage} onClick={() => go({ page: page + 1, mailId: null })} data-testid="mailbox-next" />
              </div>
            )}
          </header>
          {list.loading ? (
            <div className="mb-skeletons" aria-busy="true">{[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height="4.5rem" />)}</div>
          ) : !list.data?.mails || list.data.mails.length === 0 ? (
            <div className="ab-empty" data-testid="mailbox-empty"><i className="pi pi-inbox" aria-hidden="true" /><p>{list.failed ? t('mailbox.loadFailed') : t('mailbox.noMails')}</p></div>
          ) : (
            <ul className="mb-items">
              {list.data.mails.map((m) => (
                <MailRow key={m.id} mail={m} active={m.id === mailId} showAvatar={settingsData.showAvatars} labels={labelById} to={mailboxPath({ ...location, mailId: m.id })} onStar={() => void change(m, { starred: !m.starred })} />
              ))}
            </ul>
          )}
        </section>

        <section className="card mb-view" aria-label={t('mailbox.mail')}>
          {!mailId ? (
            <div className="ab-empty"><i className="pi pi-envelope" aria-hidden="true" /><p>{t('mailbox.selectMail')}</p></div>
          ) : mail.loading || !mail.data ? (
            mail.failed ? <div className="ab-empty"><p>{t('mailbox.mailFailed')}</p></div> : <div aria-busy="true"><Skeleton height="2rem" className="mb-2" /><Skeleton height="14rem" /></div>
          ) : (
            <MailView
              mail={mail.data}
              folders={folders.data ?? []}
              labels={labels.data ?? []}
              onChange={(patch) => void change(mail.data!, patch)}
              onClose={() => go({ mailId: null })}
            />
          )}
        </section>
      </div>
      {labelsOpen && <LabelsDialog labels={labels.data ?? []} onClose={() => setLabelsOpen(false)} onChanged={() => { labels.reload(); list.reload(); }} />}
      {settingsOpen && <SettingsDialog settings={settingsData} onClose={() => setSettingsOpen(false)} onSaved={(s) => settings.setData(s)} />}
    </PageFrame>
  );
}

function MailRow({ mail, active, showAvatar, labels, to, onStar }: {
  mail: MailListItem;
  active: boolean;
  showAvatar: boolean;
  labels: Map<string, MailLabel>;
  to: string;
  onStar: () => void;
}) {
  const { t, i18n } = useTranslation();
  const from = parseContact(mail.from.contact);
  return (
    <li className={`mb-item ${mail.unread ? 'mb-unread' : ''} ${active ? 'mb-active' : ''}`} data-testid="mailbox-item">
      <Link to={to} className="mb-item-link" aria-current={active ? 'true' : undefined}>
        {showAvatar && <span className="mb-avatar" aria-hidden="true">{initialsOf(from.name)}</span>}
        <span className="mb-item-body">
          <span className="mb-item-top">
            <span className="mb-from">{from.name}</span>
            <time className="muted ab-small" dateTime={mail.date}>{formatDate(mail.date, i18n.language, listDatePattern(mail.date))}</time>
          </span>
          <span className="mb-subject" data-testid="mailbox-item-subject">{mail.subject || t('mailbox.noSubject')}</span>
          <span className="mb-excerpt muted">{excerpt(mail.content)}</span>
          <span className="mb-item-icons">
            {mail.unread && <span className="mb-unread-dot" title={t('mailbox.unread')} aria-label={t('mailbox.unread')} />}
            {mail.important && <i className="pi pi-exclamation-circle mb-important" title={t('mailbox.important')} aria-label={t('mailbox.important')} />}
            {mail.attachments.length > 0 && <i className="pi pi-paperclip muted" title={t('mailbox.attachments')} aria-label={t('mailbox.attachments')} />}
            {mail.labels.map((id) => labels.get(id)).filter((l): l is MailLabel => !!l).map((l) => (
              <span key={l.id} className="mb-label-chip" style={{ borderColor: labelColor(l.color), color: labelColor(l.color) }}>{l.title}</span>
            ))}
          </span>
        </span>
      </Link>
      <button type="button" className={`mb-star ${mail.starred ? 'mb-starred' : ''}`} onClick={onStar} aria-pressed={mail.starred} aria-label={t(mail.starred ? 'mailbox.unstar' : 'mailbox.star')} title={t(mail.starred ? 'mailbox.unstar' : 'mailbox.star')} data-testid="mailbox-item-star">
        <i className={mail.starred ? 'pi pi-star-fill' : 'pi pi-star'} aria-hidden="true" />
      </button>
    </li>
  );
}

function headingOf(
  location: MailboxLocation,
  folders: MailFolder[] | null,
  filters: MailFilter[] | null,
  labels: MailLabel[] | null,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (location.kind === 'folder') {
    const f = folders?.find((x) => x.slug === location.slug);
    return t(`mailbox.folderNames.${location.slug}`, { defaultValue: f?.title ?? location.slug });
  }
  if (location.kind === 'filter') {
    const f = filters?.find((x) => x.slug === location.slug);
    return t(`mailbox.filterNames.${location.slug}`, { defaultValue: f?.title ?? location.slug });
  }
  return labels?.find((x) => x.slug === location.slug)?.title ?? location.slug;
}
