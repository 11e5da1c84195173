import { useMemo, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { OverlayPanel } from 'primereact/overlaypanel';
import type { Shortcut } from '@cis/contracts';
import {
  selectBusy, selectCanDelete, selectCanSave, selectMode, shortcutsPanelMachine,
  type DeleteShortcutInput, type SaveShortcutInput, type ShortcutFormField,
} from '../../machines/shortcutsPanel.machine';
import { invalidFieldsDismissed } from '../../stores/alerts';
import { $shortcuts, createShortcutFx, deleteShortcutFx, updateShortcutFx } from '../../stores/shortcuts';
import { iconClass } from '../icons';
import { translateError } from '../alerts/translate';
import { InlineConfirm, useInlineConfirm } from '../dialogs/InlineConfirm';
import { shortcutProps } from '../keyboard';
import { followStoredLink } from '../links';
import '../topbar/topbar-popup.css';
import '../panel.css';
import '../dialogs/inline-confirm.css';
import './shortcuts.css';

/** The machine with the store's effects as its actors: save with an id updates, without one creates. */
export function useShortcutsPanelMachine() {
  const machine = useMemo(
    () =>
      shortcutsPanelMachine.provide({
        actors: {
          // A saved shortcut takes down the list of invalid fields an earlier try raised ("Link" after a bad link).
          saveShortcut: fromPromise<unknown, SaveShortcutInput>(async ({ input }) => {
            const saved = await (input.id ? updateShortcutFx({ id: input.id, shortcut: input.shortcut }) : createShortcutFx(input.shortcut));
            invalidFieldsDismissed();
            return saved;
          }),
          deleteShortcut: fromPromise<unknown, DeleteShortcutInput>(({ input }) => deleteShortcutFx(input.id)),
        },
      }),
    [],
  );
  return useMachine(machine);
}

export function ShortcutsButton() {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        onClick={(e) => panel.current?.toggle(e)}
        aria-label={t('shortcuts.title')}
        aria-haspopup="dialog"
        data-testid="shortcuts-button"
      >
        <i className="pi pi-th-large" aria-hidden="true" />
      </button>
      <OverlayPanel ref={panel} className="topbar-popup shortcuts-popup">
        <ShortcutsPanel onNavigate={() => panel.current?.hide()} />
      </OverlayPanel>
    </>
  );
}

/** Modes view, modify, add, edit (spec 000 s4); the form's required fields and buttons (s5). */
export function ShortcutsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shortcuts = useUnit($shortcuts);
  const [snapshot, send] = useShortcutsPanelMachine();
  const confirmDelete = useInlineConfirm(() => send({ type: 'DELETE' }));
  const mode = selectMode(snapshot);
  const canSave = selectCanSave(snapshot);
  const canDelete = selectCanDelete(snapshot);
  const busy = selectBusy(snapshot);
  const form = snapshot.context.form;

  const go = (s: Shortcut) => {
    onNavigate?.();
    followStoredLink(s, { navigate, open: (url) => window.open(url, '_blank', 'noopener') });
  };
  const change = (field: ShortcutFormField, value: string | boolean | null) => send({ type: 'CHANGE', field, value });

  const title = mode === 'add' ? t('shortcuts.addTitle') : mode === 'edit' ? t('shortcuts.editTitle') : t('shortcuts.title');

  return (
    <section className="panel" data-testid="shortcuts-panel" data-mode={mode} aria-label={t('shortcuts.title')}>
      <header className="panel-head">
        {(mode === 'add' || mode === 'edit') && (
          <button type="button" className="icon-btn icon-btn-sm" onClick={() => send({ type: 'CANCEL' })} aria-label={t('label.action.cancel')} data-testid="shortcuts-cancel">
            <i className="pi pi-arrow-left" aria-hidden="true" />
          </button>
        )}
        <h2>{title}</h2>
        <div className="topbar-spacer" />
        {mode === 'view' && (
          <>
            <button
              type="button"
              className="icon-btn icon-btn-sm"
              onClick={() => send({ type: 'NEW' })}
              aria-label={t('shortcuts.new')}
              title={`${t('shortcuts.new')} (Shift+N)`}
              {...shortcutProps('add-new')}
              data-testid="shortcuts-new"
            >
              <i className="pi pi-plus" aria-hidden="true" />
            </button>
            <button type="button" className="icon-btn icon-btn-sm" onClick={() => send({ type: 'TOGGLE_EDIT' })} aria-label={t('shortcuts.modify')} title={t('shortcuts.modify')} data-testid="shortcuts-modify">
              <i className="pi pi-pencil" aria-hidden="true" />
            </button>
          </>
        )}
        {mode === 'modify' && (
          <button type="button" className="btn btn-text btn-sm" onClick={() => send({ type: 'EXIT' })} data-testid="shortcuts-done">
            {t('shortcuts.done')}
          </button>
        )}
      </header>

      {(mode === 'view' || mode === 'modify') &&
        (shortcuts.length === 0 ? (
          <div className="panel-empty">
            <span className="panel-empty-icon icon-badge icon-badge-round">
              <i className="pi pi-th-large" aria-hidden="true" />
            </span>
            <div className="panel-empty-title">{t('shortcuts.empty')}</div>
            <div className="panel-empty-text">{t('shortcuts.emptyHint')}</div>
          </div>
        ) : (
          <ul className={`shortcut-grid ${mode === 'modify' ? 'is-modifying' : ''}`} role="list">
            {shortcuts.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="shortcut-tile"
                  onClick={() => (mode === 'modify' ? send({ type: 'SELECT', shortcut: s }) : go(s))}
                  data-testid="shortcut-tile"
                >
                  <span className="shortcut-icon icon-badge">
                    <i className={iconClass(s.icon, 'pi pi-link')} aria-hidden="true" />
                  </span>
                  <span className="shortcut-label">{s.label}</span>
                  {s.description && <span className="shortcut-desc">{s.description}</span>}
                  {mode === 'modify' && <i className="pi pi-pencil shortcut-edit" aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        ))}

      {(mode === 'add' || mode === 'edit') && (
        <form
          className="shortcut-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SAVE' });
          }}
          data-testid="shortcut-form"
        >
          <Field label={t('shortcuts.fields.label')} required>
            <input className="text-input" value={form.label} onChange={(e) => change('label', e.target.value)} data-testid="shortcut-label" required />
          </Field>
          <Field label={t('shortcuts.fields.description')}>
            <input className="text-input" value={form.description} onChange={(e) => change('description', e.target.value)} data-testid="shortcut-description" />
          </Field>
          <Field label={t('shortcuts.fields.icon')} required hint={t('shortcuts.fields.iconHint')}>
            <span className="input-with-icon">
              <i className={iconClass(form.icon, 'pi pi-question')} aria-hidden="true" />
              <input className="text-input" value={form.icon} onChange={(e) => change('icon', e.target.value)} placeholder="pi pi-calendar" data-testid="shortcut-icon" required />
            </span>
          </Field>
          <Field label={t('shortcuts.fields.link')} required>
            <input className="text-input" value={form.link} onChange={(e) => change('link', e.target.value)} placeholder="/dashboards" data-testid="shortcut-link" required />
          </Field>
          <fieldset className="field">
            <legend className="field-label">
              {t('shortcuts.fields.useRouter')} <span className="required">*</span>
            </legend>
            <div className="radio-row">
              <label>
                <input type="radio" name="useRouter" checked={form.useRouter === true} onChange={() => change('useRouter', true)} data-testid="shortcut-router-yes" />
                {t('shortcuts.fields.internal')}
              </label>
              <label>
                <input type="radio" name="useRouter" checked={form.useRouter === false} onChange={() => change('useRouter', false)} data-testid="shortcut-router-no" />
                {t('shortcuts.fields.external')}
              </label>
            </div>
          </fieldset>
          {snapshot.context.error && <div className="form-error" role="alert">{translateError(t, snapshot.context.error)}</div>}
          {/* The question takes the place of the buttons, so the form keeps its height. */}
          <InlineConfirm confirm={confirmDelete} question={t('shortcuts.confirmDelete')} confirmLabel={t('label.action.delete')} testId="shortcut-confirm-delete" />
          <div className="form-actions" hidden={confirmDelete.open}>
            {canDelete && (
              <button type="button" className="btn btn-danger-text" onClick={() => confirmDelete.ask()} disabled={busy || confirmDelete.open} data-testid="shortcut-delete">
                {t('label.action.delete')}
              </button>
            )}
            <div className="topbar-spacer" />
            <button type="button" className="btn btn-text" onClick={() => { invalidFieldsDismissed(); send({ type: 'CANCEL' }); }} disabled={busy}>
              {t('label.action.cancel')}
            </button>
            {mode === 'add' && (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => send({ type: 'SAVE_AND_NEW' })}
                disabled={!canSave || busy}
                title="Ctrl+Shift+S"
                {...shortcutProps('save-and-add-new')}
                data-testid="shortcut-save-and-new"
              >
                {t('shortcuts.saveAndNew')}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={!canSave || busy} title="Alt+S" {...shortcutProps('save')} data-testid="shortcut-save">
              {mode === 'edit' ? t('label.action.update') : t('label.action.add')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function Field({ label, required, hint, children }: { label: string; required?: boolean; hint?: string; children: React.ReactNode }) {
  return (
    <label className="field">
      <span className="field-label">
        {label} {required && <span className="required">*</span>}
      </span>
      {children}
      {hint && <span className="field-hint">{hint}</span>}
    </label>
  );
}
