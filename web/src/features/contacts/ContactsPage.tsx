import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { ProgressSpinner } from 'primereact/progressspinner';
import { ContactsEvents, isEventOf, type Contact, type ContactTag, type ContactsEvent, type Country, type EventOfType } from '@cis/contracts';
import { textOrNull } from '../../lib/guards';

/** The DTO's limit of a contact tag title (ContactTagInput). */
const CONTACT_TAG_TITLE_MAX = 100;
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { TagManagerDialog } from '../../lib/TagManagerDialog';
import { tagUsage } from '../../lib/tags.logic';
import { usePush } from '../../lib/live';
import { formatNumber } from '../../lib/format';
import { contactsApi } from './contacts.api';
import { groupByInitial, withTag } from './contacts.logic';
import { ContactAvatar } from './ContactAvatar';
import { ContactDetail } from './ContactDetail';
import './contacts.css';

const LIVE = ['contacts.'];

/** Address book: searchable, tag-filtered list beside the selected contact (view or edit). */
const isContactDeleted = isEventOf<EventOfType<ContactsEvent, typeof ContactsEvents.contactDeleted>>([ContactsEvents.contactDeleted]);

export default function ContactsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [query, setQuery] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [managingTags, setManagingTags] = useState(false);

  const found = useLiveData(() => contactsApi.list(query), [query], LIVE);
  const all = useLiveData(() => contactsApi.list(''), [], LIVE);
  const tags = useLiveData(() => contactsApi.tags(), [], [ContactsEvents.tagCreated, ContactsEvents.tagUpdated, ContactsEvents.tagDeleted]);
  const countries = useLiveData<Country[]>(() => contactsApi.countries(), [], []);

  // A filter tag deleted meanwhile (here or by someone else) filters nothing.
  const filterTag = tagId && (tags.data ?? []).some((tag) => tag.id === tagId) ? tagId : null;
  const shown = useMemo(() => withTag(found.data ?? [], filterTag), [found.data, filterTag]);
  const usage = useMemo(() => tagUsage(all.data ?? []), [all.data]);
  const groups = useMemo(() => groupByInitial(shown), [shown]);
  const selected = id ? (all.data ?? []).find((c) => c.id === id) : undefined;

  usePush([ContactsEvents.contactDeleted], (event) => {
    if (id && isContactDeleted(event) && event.data.id === id) navigate('/apps/contacts', { replace: true });
  });

  const create = async () => {
    setCreating(true);
    try {
      const contact = await contactsApi.create();
      all.setData((list) => [contact, ...(list ?? [])]);
      navigate(`/apps/contacts/${contact.id}?edit=1`);
    } catch {
      // The shell has shown the error alert.
    } finally {
      setCreating(false);
    }
  };

  const tagOptions = (tags.data ?? []).map((tag: ContactTag) => ({ label: tag.title, value: tag.id }));

  return (
    <PageFrame
      icon="pi pi-address-book"
      subtitle={t('contacts.subtitle')}
      actions={<Button icon="pi pi-plus" label={t('contacts.add')} onClick={create} loading={creating} data-shortcut={managingTags ? undefined : 'add-new'} data-testid="contacts-add" />}
    >
      <div className={`ct-layout ${id ? 'ct-has-detail' : ''}`}>
        <aside className="card ct-list" aria-label={t('contacts.listLabel')}>
          <div className="ct-filters">
            <IconField iconPosition="left" className="ct-search">
              <InputIcon className="pi pi-search" />
              <InputText
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('contacts.searchPlaceholder')}
                aria-label={t('contacts.search')}
                data-testid="contacts-search"
              />
            </IconField>
            <div className="ct-tag-row">
            <Dropdown
              value={filterTag}
              options={tagOptions}
              onChange={(e) => setTagId(textOrNull(e.value))}
              placeholder={t('contacts.allTags')}
              showClear
              aria-label={t('contacts.filterByTag')}
              className="ct-tag-filter"
              data-testid="contacts-tag-filter"
            />
            <Button
              icon="pi pi-tags"
              outlined
              aria-label={t('apps.tags.manage')}
              title={t('apps.tags.manage')}
              onClick={() => setManagingTags(true)}
              data-testid="contacts-manage-tags"
            />
            </div>
          </div>
          <div className="ct-count muted" aria-live="polite">
            {found.loading ? t('contacts.loading') : t('contacts.count', { formatted: formatNumber(shown.length, i18n.language) })}
          </div>
          {found.loading ? (
            <div className="ct-state"><ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('contacts.loading')} /></div>
          ) : found.failed ? (
            <LoadFailed className="ct-state" onRetry={found.reload} testId="contacts-failed" />
          ) : shown.length === 0 ? (
            <div className="ct-state" data-testid="contacts-empty">
              <i className="pi pi-users" aria-hidden="true" />
              <p>{query || filterTag ? t('contacts.noMatches') : t('contacts.empty')}</p>
            </div>
          ) : (
            <ul className="ct-groups" data-testid="contacts-list">
              {groups.map((group) => (
                <li key={group.letter}>
                  <div className="ct-letter">{group.letter}</div>
                  <ul>
                    {group.contacts.map((contact: Contact) => (
                      <li key={contact.id}>
                        <Link to={`/apps/contacts/${contact.id}`} className={`ct-row ${contact.id === id ? 'ct-row-active' : ''}`} data-testid="contact-row">
                          <ContactAvatar name={contact.name} colourKey={contact.id} avatar={contact.avatar} size="normal" />
                          <span className="ct-row-text">
                            <span className="ct-row-name">{contact.name}</span>
                            <span className="ct-row-sub muted">{contact.title || contact.company}</span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <section className="card ct-detail">
          {!id ? (
            <div className="ct-state ct-pick">
              <i className="pi pi-id-card" aria-hidden="true" />
              <p>{t('contacts.pickOne')}</p>
            </div>
          ) : all.loading ? (
            <div className="ct-state"><ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('contacts.loading')} /></div>
          ) : all.failed && !selected ? (
            <LoadFailed className="ct-state" onRetry={all.reload} testId="contact-failed" />
          ) : !selected ? (
            <div className="ct-state" data-testid="contact-missing">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <p>{t('contacts.notFound')}</p>
              <Link to="/apps/contacts">{t('contacts.backToList')}</Link>
            </div>
          ) : (
            <ContactDetail
              key={selected.id}
              contact={selected}
              tags={tags.data ?? []}
              countries={countries.data ?? []}
              onSaved={(contact) => all.setData((list) => (list ?? []).map((c) => (c.id === contact.id ? contact : c)))}
              onAddNew={() => void create()}
              onDeleted={() => {
                all.setData((list) => (list ?? []).filter((c) => c.id !== selected.id));
                found.setData((list) => (list ?? []).filter((c) => c.id !== selected.id));
                navigate('/apps/contacts');
              }}
            />
          )}
        </section>
      </div>
      {managingTags && (
        <TagManagerDialog
          header={t('contacts.manageTags')}
          tags={tags.data ?? []}
          items="contacts"
          usage={(tag) => (all.data ? usage.get(tag) ?? 0 : null)}
          calls={{ create: contactsApi.createTag, rename: contactsApi.renameTag, remove: contactsApi.deleteTag }}
          maxLength={CONTACT_TAG_TITLE_MAX}
          titleField="contacts.tagTitle"
          onClose={() => setManagingTags(false)}
          onChanged={() => { tags.reload(); all.reload(); found.reload(); }}
        />
      )}
    </PageFrame>
  );
}
