import { useEffect, useState, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import { AutoComplete } from 'primereact/autocomplete';
import { ACCOUNT_NAME_MAX, type Account, type ActingForClient, type PermissionCode, type PermissionDescription, type UserKind } from '@cis/contracts';
import { alertFor, isApiError } from '../../api/http';
import { labelIn } from '../../lib/in-language';
import { translateError } from '../../shell/alerts/translate';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { $permissions } from '../../stores/session';
import { accountsApi } from './accounts.api';
import {
  canToggle, changesOf, clientLabel, draftOf, emptyDraft, groupedCatalogue, isActingForClient, problemsOfRefusal, validateDraft, type AccountDraft, type AccountTextField, type Audience, type DraftProblem,
} from './accounts.logic';

/**
 * Invites an account (account null) or shows and edits one: names, role, the permission codes from the catalogue in
 * the reader's language (codes the editor may not grant are greyed out, as the BFF refuses them), disabled; and the
 * two actions on its sessions: sign out everywhere and mail a reset link. Read only without the right to change.
 */
export function AccountDialog({ audience, account, canWrite, onClose, onSaved }: {
  audience: Audience;
  account: Account | null;
  canWrite: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const own = useUnit($permissions);
  const [draft, setDraft] = useState<AccountDraft>(() => (account ? draftOf(account) : emptyDraft(audience === 'staff' ? 1 : 2)));
  const [kind, setKind] = useState<UserKind>(account?.kind ?? (audience === 'staff' ? 'staff' : 'customer'));
  const [catalogue, setCatalogue] = useState<PermissionDescription[]>([]);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<ActingForClient[]>([]);
  const set = (patch: Partial<AccountDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const inviting = account === null;
  const readOnly = !canWrite;

  useEffect(() => {
    accountsApi.permissions().then(setCatalogue, () => setCatalogue([]));
  }, []);

  const refused = (error: unknown) => {
    if (!isApiError(error)) throw error;
    setProblems(problemsOfRefusal(error.envelope?.code));
    if (error.status === 409 || error.status === 403) alertRaised({ type: 'error', message: translateError(t, error.detail) });
    else alertFor(error);
  };

  const save = async () => {
    const found = validateDraft(draft, inviting);
    if (found.length > 0) {
      setProblems(found);
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('accounts.invalid'), fields: found.map((p) => t(`accounts.field.${p.field}`)) });
      return;
    }
    setProblems([]);
    invalidFieldsDismissed();
    setBusy(true);
    try {
      if (inviting) {
        await accountsApi.invite({ email: draft.email.trim(), name: draft.name.trim(), kind, permissions: draft.permissions });
        alertRaised({ type: 'success', message: t('accounts.invited', { email: draft.email.trim() }) });
      } else {
        const changes = changesOf(draft, account);
        if (Object.keys(changes).length > 0) await accountsApi.update(account.id, changes);
        alertRaised({ type: 'success', message: t('accounts.saved', { name: draft.name.trim() }) });
      }
      onSaved();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: 'signOutEverywhere' | 'resetPassword') => {
    if (!account) return;
    setBusy(true);
    try {
      await accountsApi[action](account.id);
      alertRaised({ type: 'success', message: t(`accounts.done.${action}`, { email: account.email }) });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    invalidFieldsDismissed();
    onClose();
  };

  const problemOf = (field: DraftProblem['field']) => problems.find((p) => p.field === field);
  const field = (name: string, label: string, input: ReactNode, problemField?: DraftProblem['field']) => {
    const problem = problemField ? problemOf(problemField) : undefined;
    return (
      <div className={`account-field account-field-${name}`}>
        <label htmlFor={`account-${name}`}>{label}</label>
        {input}
        {problem && <small className="account-problem" role="alert">{t(`accounts.problem.${problem.kind}`)}</small>}
      </div>
    );
  };
  const text = (name: AccountTextField, label: string, problemField?: DraftProblem['field'], extra: { type?: string; disabled?: boolean } = {}) =>
    field(name, label, (
      <InputText
        id={`account-${name}`}
        value={draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        maxLength={name === 'email' || name === 'name' ? 200 : ACCOUNT_NAME_MAX}
        disabled={readOnly || extra.disabled}
        type={extra.type}
        className={problemField && problemOf(problemField) ? 'p-invalid' : undefined}
        data-testid={`account-${name}`}
      />
    ), problemField);

  const toggle = (code: PermissionCode, on: boolean) =>
    set({ permissions: on ? [...draft.permissions, code] : draft.permissions.filter((c) => c !== code) });
  const description = (entry: PermissionDescription) => labelIn(i18n.language, entry);

  return (
    <Dialog
      visible
      onHide={close}
      header={inviting ? t('accounts.invite') : t(readOnly ? 'accounts.view' : 'accounts.edit', { name: account.name })}
      style={{ width: 'min(48rem, 100vw)' }}
      draggable={false}
      closable={!busy}
      // An invitation starts at the email (the dialog would focus its close button).
      onShow={() => { if (inviting) document.getElementById('account-email')?.focus(); }}
      data-testid="account-dialog"
      footer={
        <div className="account-dialog-footer">
          {!inviting && canWrite && (
            <div className="account-dialog-actions">
              <Button label={t('accounts.signOutEverywhere')} icon="pi pi-sign-out" severity="warning" outlined disabled={busy} onClick={() => void act('signOutEverywhere')} data-testid="account-sign-out-everywhere" />
              <Button label={t('accounts.resetPassword')} icon="pi pi-envelope" outlined disabled={busy} onClick={() => void act('resetPassword')} data-testid="account-reset-password" />
            </div>
          )}
          <div className="account-dialog-save">
            <Button label={t('label.action.cancel')} text onClick={close} disabled={busy} data-testid="account-cancel" />
            {canWrite && (
              <Button label={inviting ? t('accounts.sendInvitation') : t('accounts.save')} icon="pi pi-check" loading={busy} onClick={() => void save()} data-testid="account-save" />
            )}
          </div>
        </div>
      }
    >
      <form className="account-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {inviting && <p className="muted small account-invite-hint">{t('accounts.inviteHint')}</p>}
        <div className="account-form-grid">
          {text('email', t('accounts.field.email'), 'email', { type: 'email', disabled: !inviting })}
          {text('name', t('accounts.field.name'), 'name')}
          {!inviting && text('firstNameEn', t('accounts.field.firstNameEn'))}
          {!inviting && text('lastNameEn', t('accounts.field.lastNameEn'))}
          {!inviting && text('firstNameKh', t('accounts.field.firstNameKh'))}
          {!inviting && text('lastNameKh', t('accounts.field.lastNameKh'))}
          {audience === 'customer' && field('kind', t('accounts.field.kind'), (
            <Dropdown
              inputId="account-kind"
              value={kind}
              options={[{ value: 'customer', label: t('accounts.kind.customer') }, { value: 'vendor', label: t('accounts.kind.vendor') }]}
              onChange={(e) => setKind(e.value === 'vendor' ? 'vendor' : 'customer')}
              disabled={readOnly || !inviting}
            />
          ))}
          {!inviting && field('role', t('accounts.field.role'), (
            <Dropdown
              inputId="account-role"
              value={draft.role}
              options={[{ value: 1, label: t('accounts.role.1') }, { value: 2, label: t('accounts.role.2') }]}
              onChange={(e) => { if (typeof e.value === 'number') set({ role: e.value }); }}
              disabled={readOnly}
            />
          ))}
          {!inviting && field('disabled', t('accounts.field.disabled'), (
            <div className="account-switch">
              <InputSwitch inputId="account-disabled" checked={!draft.disabled} onChange={(e) => set({ disabled: e.value !== true })} disabled={readOnly} data-testid="account-disabled" />
              <span className="muted small">{t(draft.disabled ? 'accounts.disabledHint' : 'accounts.enabledHint')}</span>
            </div>
          ))}
        </div>
        {!inviting && account.kind === 'customer' && field('clients', t('accounts.field.clients'), (
          <AutoComplete
            inputId="account-clients"
            multiple
            value={draft.clients}
            suggestions={suggestions}
            completeMethod={(e) => {
              accountsApi.searchClients(e.query).then(
                (found) => setSuggestions(found.filter((c) => !draft.clients.some((chosen) => chosen.id === c.id))),
                () => setSuggestions([]),
              );
            }}
            itemTemplate={(c: ActingForClient) => clientLabel(c, i18n.language)}
            selectedItemTemplate={(c: ActingForClient) => clientLabel(c, i18n.language)}
            onChange={(e) => set({ clients: Array.isArray(e.value) ? e.value.filter(isActingForClient) : [] })}
            disabled={readOnly}
            placeholder={draft.clients.length === 0 ? t('accounts.clientsHint') : undefined}
            className="account-clients"
            panelClassName="account-clients-panel"
            data-testid="account-clients"
          />
        ))}
        <fieldset className="account-codes" data-testid="account-codes">
          <legend>{t('accounts.field.permissions')}</legend>
          {groupedCatalogue(catalogue).map(({ group, codes }) => (
            <div key={group} className="account-code-group">
              <h4>{t(`accounts.group.${group}`)}</h4>
              {codes.map((entry) => {
                const allowed = !readOnly && canToggle(own, entry.code);
                const checked = draft.permissions.includes(entry.code);
                return (
                  <div key={entry.code} className={`account-code ${allowed ? '' : 'account-code-locked'}`}>
                    <Checkbox inputId={`code-${entry.code}`} checked={checked} disabled={!allowed} onChange={(e) => toggle(entry.code, e.checked === true)} data-testid={`code-${entry.code}`} />
                    <label htmlFor={`code-${entry.code}`} title={allowed ? undefined : t('accounts.codeNotHeld')}>
                      <span>{description(entry)}</span>
                      <code className="muted small">{entry.code}</code>
                    </label>
                  </div>
                );
              })}
            </div>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
