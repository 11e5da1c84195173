import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import {
  CLIENT_LIMITS, CLIENT_STATUSES, SEARCH_DEBOUNCE_MS, TAXPAYER_CATEGORIES, canEditClients, type ClientSummary,
} from '@cis/contracts';
import { $user } from '../../stores/session';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import { formatNumber } from '../../lib/format';
import { clientsApi, type ClientsQuery } from './clients.api';
import { CategoryTag, StatusTag } from './ClientTags';
import { optionOf } from '../../lib/options';
import './clients.css';

const INITIAL: ClientsQuery = { search: '', status: null, category: null, page: 0, size: CLIENT_LIMITS.pageSizeDefault };

/** The registry: search, filters and paging run on the server; any change pushed by the BFF refreshes the page shown. */
export default function ClientsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const user = useUnit($user);
  const [query, setQuery] = useState<ClientsQuery>(INITIAL);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.search === typed ? q : { ...q, search: typed, page: 0 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = useLiveData(() => clientsApi.list(query), [JSON.stringify(query)], ['clients.']);
  const items = page.failed ? [] : page.data?.items ?? [];
  const total = page.failed ? 0 : page.data?.pagination.length ?? 0;
  const editor = !!user && canEditClients(user);
  const statusOptions = CLIENT_STATUSES.map((s) => ({ label: t(`qtClients.status.${s}`), value: s }));
  const categoryOptions = TAXPAYER_CATEGORIES.map((c) => ({ label: t(`qtClients.category.${c}`), value: c }));

  return (
    <PageFrame
      icon="pi pi-users"
      subtitle={t('qtClients.subtitle')}
      actions={editor ? <Button icon="pi pi-plus" label={t('qtClients.add')} onClick={() => navigate('/qt-clients/new')} data-shortcut="add-new" data-testid="clients-add" /> : undefined}
    >
      <section className="card qtc-card">
        <div className="qtc-toolbar">
          <IconField iconPosition="left" className="qtc-search">
            <InputIcon className="pi pi-search" />
            <InputText
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('qtClients.searchPlaceholder')}
              aria-label={t('qtClients.search')}
              maxLength={CLIENT_LIMITS.searchMax}
              data-testid="clients-search"
            />
          </IconField>
          <Dropdown value={query.status} options={statusOptions} onChange={(e) => setQuery((q) => ({ ...q, status: optionOf(CLIENT_STATUSES, e.value), page: 0 }))}
            placeholder={t('qtClients.anyStatus')} showClear
            aria-label={t('qtClients.field.status')} data-testid="clients-status" />
          <Dropdown value={query.category} options={categoryOptions} onChange={(e) => setQuery((q) => ({ ...q, category: optionOf(TAXPAYER_CATEGORIES, e.value), page: 0 }))}
            placeholder={t('qtClients.anyCategory')} showClear
            aria-label={t('qtClients.field.category')} data-testid="clients-category" />
          <span className="muted qtc-count" aria-live="polite">{t('qtClients.count', { count: total, formatted: formatNumber(total, lang) })}</span>
        </div>
        <DataTable
          value={items}
          lazy
          dataKey="id"
          paginator
          first={query.page * query.size}
          rows={query.size}
          rowsPerPageOptions={[10, 25, 50, 100]}
          totalRecords={total}
          onPage={(e: DataTableStateEvent) => setQuery((q) => ({ ...q, page: Math.floor(e.first / e.rows), size: e.rows }))}
          loading={page.loading}
          emptyMessage={page.failed
            ? <LoadFailed className="qtc-empty" onRetry={page.reload} testId="clients-failed" />
            : <div className="qtc-empty" data-testid="clients-empty"><i className="pi pi-inbox" aria-hidden="true" /> {query.search || query.status || query.category ? t('qtClients.noMatches') : t('qtClients.empty')}</div>}
          selectionMode="single"
          onRowClick={(e) => navigate(`/qt-clients/${String(e.data.id)}`)}
          rowClassName={() => 'qtc-row'}
          paginatorTemplate={LOCALIZED_PAGINATOR}
          stripedRows
          size="small"
          data-testid="clients-table"
          aria-label={t('qtClients.tableLabel')}
        >
          <Column field="tin" header={t('qtClients.field.tin')} headerClassName="qtc-wide" bodyClassName="qtc-wide" body={(c: ClientSummary) => <span className="qtc-tin">{c.tin}</span>} />
          <Column
            header={t('qtClients.clientTitle')}
            body={(c: ClientSummary) => (
              <div className="qtc-name">
                <span lang="en">{c.nameEn}</span>
                <span className="qtc-name-kh" lang="km">{c.nameKh}</span>
                <span className="qtc-tin qtc-narrow">{c.tin}</span>
              </div>
            )}
          />
          <Column header={t('qtClients.field.category')} headerClassName="qtc-wide" bodyClassName="qtc-wide" body={(c: ClientSummary) => <CategoryTag category={c.category} />} />
          <Column
            header={t('qtClients.field.status')}
            body={(c: ClientSummary) => (
              <div className="qtc-tags">
                <StatusTag status={c.status} />
                <span className="qtc-narrow"><CategoryTag category={c.category} /></span>
              </div>
            )}
          />
        </DataTable>
      </section>
    </PageFrame>
  );
}

