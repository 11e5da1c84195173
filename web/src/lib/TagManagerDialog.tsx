import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../stores/alerts';
import { formatNumber } from './format';
import { sortTags, validateTagTitle, type TagLike } from './tags.logic';
import './apps-b.css';

/** What a tag is put on: decides the words of the counts ('3 contacts', '1 product'). */
export type TaggedItems = 'contacts' | 'products' | 'tasks';

export interface TagCalls {
  create: (title: string) => Promise<unknown>;
  rename: (id: string, title: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * Create, rename and delete the tags of an area. Titles are checked before sending (the shell's invalid-fields
 * list); a delete asks first and says how many items lose the tag (the BFF removes it from every one of them).
 * `usage` answers null when the count is not known (then the question says "every ... that carries it").
 */
export function TagManagerDialog({ header, tags, items, usage, calls, maxLength, titleField, onClose, onChanged }: {
  header: string;
  tags: readonly TagLike[];
  items: TaggedItems;
  usage: (id: string) => number | null;
  calls: TagCalls;
  maxLength: number;
  /** Field name of an invalid title in the invalid-fields list (translated as field.<name with _>). */
  titleField: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TagLike | null>(null);

  const check = (value: string, selfId?: string): boolean => {
    const invalid = validateTagTitle(value, tags, { maxLength, titleField, selfId });
    if (invalid.length === 0) {
      invalidFieldsDismissed();
      return true;
    }
    alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('apps.tags.invalid'), fields: invalid });
    return false;
  };
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      onChanged();
      return true;
    } catch {
      return false; // the shell has shown the error
    } finally {
      setBusy(false);
    }
  };
  const count = (id: string) => {
    const n = usage(id);
    return n === null ? null : { count: n, formatted: formatNumber(n, i18n.language) };
  };
  const removal = (tag: TagLike) => {
    const n = count(tag.id);
    if (n === null) return t(`apps.tags.removedFromEvery.${items}`);
    if (n.count === 0) return t(`apps.tags.unused.${items}`);
    return t(`apps.tags.removedFrom.${items}`, n);
  };

  return (
    <Dialog header={header} visible onHide={onClose} style={{ width: 'min(36rem, 95vw)' }} data-testid="tags-dialog">
      <form
        className="ab-inline-add"
        onSubmit={(e) => {
          e.preventDefault();
          if (check(title)) void run(() => calls.create(title.trim())).then((ok) => ok && setTitle(''));
        }}
      >
        <InputText value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('apps.tags.newTag')} aria-label={t('apps.tags.newTag')} data-testid="tags-new" />
        <Button type="submit" icon="pi pi-plus" label={t('apps.tags.add')} disabled={busy} data-shortcut={title ? 'save' : undefined} data-testid="tags-new-submit" />
      </form>
      {tags.length === 0 ? (
        <p className="muted" data-testid="tags-none">{t('apps.tags.none')}</p>
      ) : (
        <ul className="ab-label-list ab-tag-list">
          {sortTags(tags, i18n.language).map((tag) => (
            <TagRow
              key={`${tag.id}:${tag.title}`}
              tag={tag}
              usage={count(tag.id) === null ? '' : t(`apps.tags.usedBy.${items}`, count(tag.id)!)}
              busy={busy}
              onRename={(value) => { if (check(value, tag.id) && value.trim() !== tag.title) void run(() => calls.rename(tag.id, value.trim())); }}
              onDelete={() => setDeleting(tag)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        group="tag-manager"
        visible={deleting !== null}
        onHide={() => setDeleting(null)}
        header={t('apps.tags.deleteTitle')}
        message={deleting ? <span data-testid="tags-delete-message">{t('apps.tags.deleteQuestion', { title: deleting.title })} {removal(deleting)} {t('apps.tags.cannotUndo')}</span> : null}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('apps.tags.delete')}
        rejectLabel={t('apps.tags.cancel')}
        acceptClassName="p-button-danger"
        accept={() => {
          const tag = deleting;
          if (tag) void run(() => calls.remove(tag.id));
        }}
      />
    </Dialog>
  );
}

function TagRow({ tag, usage, busy, onRename, onDelete }: {
  tag: TagLike;
  usage: string;
  busy: boolean;
  onRename: (title: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(tag.title);
  const changed = title !== tag.title;
  return (
    <li data-testid="tags-row">
      <form className="ab-inline-add" onSubmit={(e) => { e.preventDefault(); onRename(title); }}>
        <i className="pi pi-tag muted" aria-hidden="true" />
        <InputText value={title} onChange={(e) => setTitle(e.target.value)} aria-label={t('apps.tags.tagName', { title: tag.title })} data-testid="tags-title" />
        <span className="muted ab-small ab-tag-usage" data-testid="tags-usage">{usage}</span>
        <Button type="submit" icon="pi pi-check" rounded text aria-label={t('apps.tags.rename')} title={t('apps.tags.rename')} disabled={!changed || busy} data-shortcut="save" data-testid="tags-rename" />
        <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('apps.tags.deleteNamed', { title: tag.title })} title={t('apps.tags.delete')} disabled={busy} onClick={onDelete} data-testid="tags-delete" />
      </form>
    </li>
  );
}
