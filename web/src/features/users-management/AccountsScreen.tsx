import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { ACCOUNTS_PAGE_SIZE, AccountEvents, ClientEvents, type Account, type UserKind } from '@cis/contracts';
import { $grant } from '../../stores/session';
import { useLiveData } from '../../lib/live-data';
import { useDebounced } from '../../lib/live';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import { AccountDialog } from './AccountDialog';
import { accountsApi } from './accounts.api';
import { accountsAccess, clientLabel, displayName, statusOf, type Audience } from './accounts.logic';
import './accounts.css';

/** An account changed, or a client changed who acts for it (the customer accounts' Clients column). */
const ACCOUNT_EVENTS: readonly string[] = [...Object.values(AccountEvents), ClientEvents.updated];

/**
 * The accounts of one audience: staff accounts (/users-management) or customer and vendor accounts (/qt-users). A
 * server-paged, searchable table (Khmer or Latin names, email); the invite and edit dialog for those who may change
 * them. Another administrator's changes arrive as pushes and reload the page shown.
 */
export function AccountsScreen({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const access = accountsAccess(audience, useUnit($grant));
  if (!access.read) {
    return (
      <section className="card accounts-screen accounts-no-access" data-testid="accounts-no-access">
        <p><i className="pi pi-lock" aria-hidden="true" /> {t(`accounts.noAccess.${audience}`)}</p>
      </section>
    );
  }
  return <AccountsTable audience={audience} access={access} />;
}

function AccountsTable({ audience, access }: { audience: Audience; access: { read: boolean; write: boolean } }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<UserKind>(audience === 'staff' ? 'staff' : 'customer');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(ACCOUNTS_PAGE_SIZE);
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const applySearch = useDebounced((text: string) => {
    setQuery(text);
    setPage(0);
  }, 300);
  useEffect(() => applySearch(search), [search, applySearch]);

  const shownKind: UserKind = audience === 'staff' ? 'staff' : kind;
  const { data, loading, reload } = useLiveData(
    () => accountsApi.list({ kind: shownKind, search: query, page, size }),
    [shownKind, query, page, size],
    ACCOUNT_EVENTS,
  );
  const items = data?.items ?? [];

  const kindOptions = [
    { value: 'customer', label: t('accounts.kind.customer') },
    { value: 'vendor', label: t('accounts.kind.vendor') },
  ];

  return (
    <section className="card accounts-screen" data-testid={`accounts-${audience}`}>
      <header className="accounts-header">
        <div>
          <h2 className="card-title">
            <i className={audience === 'staff' ? 'pi pi-shield' : 'pi pi-users'} aria-hidden="true" /> {t(`accounts.title.${audience}`)}
          </h2>
          <p className="muted small">{t(`accounts.subtitle.${audience}`)}</p>
        </div>
        <div className="accounts-tools">
          <InputText
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('accounts.search')}
            aria-label={t('accounts.search')}
            className="accounts-search"
            data-testid="accounts-search"
          />
          {audience === 'customer' && (
            <Dropdown
              value={kind}
              inputId="accounts-kind"
              options={kindOptions}
              onChange={(e) => {
                setKind(e.value === 'vendor' ? 'vendor' : 'customer');
                setPage(0);
              }}
              aria-label={t('accounts.kind.label')}
              data-testid="accounts-kind"
            />
          )}
          {access.write ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="accounts-invite">
              <i className="pi pi-user-plus" aria-hidden="true" /> {t('accounts.invite')}
            </button>
          ) : (
            <span className="accounts-read-only" data-testid="accounts-read-only">
              <i className="pi pi-eye" aria-hidden="true" /> {t('accounts.readOnly')}
            </span>
          )}
        </div>
      </header>
      <DataTable
        cellMemo={false}
        value={items}
        lazy
        loading={loading}
        dataKey="id"
        paginator
        paginatorTemplate={LOCALIZED_PAGINATOR}
        first={page * size}
        rows={size}
        totalRecords={data?.pagination.length ?? 0}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPage={(e: DataTablePageEvent) => {
          setSize(e.rows);
          setPage(e.page ?? Math.floor(e.first / e.rows));
        }}
        size="small"
        stripedRows
        emptyMessage={query ? t('accounts.noMatch') : t('accounts.empty')}
        className="accounts-table"
        data-testid="accounts-table"
      >
        <Column
          header={t('accounts.column.name')}
          body={(a: Account) => (
            <div className="accounts-name">
              <strong>{displayName(a, i18n.language)}</strong>
              <span className="muted small accounts-email">{a.email}</span>
            </div>
          )}
        />
        <Column
          header={t('accounts.column.role')}
          className="accounts-col-role"
          headerClassName="accounts-col-role"
          body={(a: Account) => t(`accounts.role.${a.role}`)}
        />
        <Column
          header={t('accounts.column.codes')}
          className="accounts-col-codes"
          headerClassName="accounts-col-codes"
          body={(a: Account) => (a.permissions.length === 0 ? '—' : <span title={a.permissions.join(', ')}>{t('accounts.codes', { count: a.permissions.length })}</span>)}
        />
        {audience === 'customer' && (
          <Column
            header={t('accounts.column.clients')}
            className="accounts-col-clients"
            headerClassName="accounts-col-clients"
            body={(a: Account) => (a.clients.length === 0 ? '—' : (
              <span className="accounts-clients">{a.clients.map((c) => clientLabel(c, i18n.language)).join(', ')}</span>
            ))}
          />
        )}
        <Column
          header={t('accounts.column.status')}
          body={(a: Account) => {
            const status = statusOf(a);
            return <span className={`accounts-status accounts-status-${status}`} data-testid={`account-status-${a.id}`}>{t(`accounts.status.${status}`)}</span>;
          }}
        />
        <Column
          header={t('accounts.column.actions')}
          align="right"
          body={(a: Account) => (
            <button
              type="button"
              className="icon-btn"
              onClick={() => setEditing(a)}
              aria-label={t(access.write ? 'accounts.edit' : 'accounts.view', { name: a.name })}
              title={t(access.write ? 'accounts.edit' : 'accounts.view', { name: a.name })}
              data-testid={`account-edit-${a.email}`}
            >
              <i className={access.write ? 'pi pi-pencil' : 'pi pi-eye'} aria-hidden="true" />
            </button>
          )}
        />
      </DataTable>
      {editing && (
        <AccountDialog
          audience={audience}
          account={editing === 'new' ? null : editing}
          canWrite={access.write}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
