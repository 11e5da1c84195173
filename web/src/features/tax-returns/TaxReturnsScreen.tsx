import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  TAX_RETURN_LIST_LIMITS, TAX_RETURN_STATUSES, staffMayUpdateTaxReturns, type TaxReturnListItem, type TaxReturnType,
  type TaxReturnView,
} from '@cis/contracts';
import { $grant, $kind } from '../../stores/session';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';
import { formatNumber } from '../../lib/format';
import { textIn } from '../../lib/in-language';
import { LIST_PERIOD, listParams, sortKeyOf, taxReturnsApi, type ClientName, type TaxReturnsQuery } from './tax-returns.api';
import { clientNameIn, riel } from './tax-returns.logic';
import { OverdueTag, TAX_RETURN_EVENT_TYPES, TaxReturnDetail, TaxReturnStatusTag } from './TaxReturnDetail';
import { TaxReturnFormDialog } from './TaxReturnFormDialog';
import { optionOf } from '../../lib/options';
import { textOrNull } from '../../lib/guards';
import './tax-returns.css';

/** The list's sortable columns (their sort key and header), in the table's order. */
const SORTABLE_COLUMNS = [
  ['clientName', 'taxReturns.field.client'], ['period', 'taxReturns.field.period'], ['status', 'taxReturns.field.status'],
  ['totalDue', 'taxReturns.field.totalDue'], ['dueDate', 'taxReturns.field.dueDate'],
] as const;

/** The query parameter naming the return open in the detail dialog: a link to it opens it. */
export const DETAIL_PARAM = 'return';

/** The screen of one return type: its returns (paged on the server, live), the detail of one, and for monthly a new return. */
export function TaxReturnsScreen({ type, icon, subtitle }: { type: TaxReturnType; icon: string; subtitle: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const grant = useUnit($grant);
  const kind = useUnit($kind);
  const viewer = kind === 'staff' ? 'staff' : 'customer';
  const [params, setParams] = useSearchParams();
  const openId = params.get(DETAIL_PARAM);
  const [query, setQuery] = useState<TaxReturnsQuery>({
    type, status: null, overdue: null, clientId: null, period: '', sort: null, order: 'asc', page: 0, size: TAX_RETURN_LIST_LIMITS.defaultPageSize,
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TaxReturnView | null>(null);
  const [clients, setClients] = useState<ClientName[]>([]);

  useEffect(() => setQuery((q) => (q.type === type ? q : { ...q, type, page: 0 })), [type]);
  useEffect(() => {
    taxReturnsApi.clientNames().then(setClients, () => setClients([]));
  }, []);

  // Re-read when what is sent changes: a half-typed period is not sent, so typing it reads nothing until it is whole.
  const page = useLiveData(() => taxReturnsApi.list(query, lang), [JSON.stringify(listParams(query, lang))], TAX_RETURN_EVENT_TYPES);
  const periodBad = query.period.trim() !== '' && !LIST_PERIOD.test(query.period.trim());
  const filtered = !!query.status || query.overdue !== null || !!query.clientId || LIST_PERIOD.test(query.period.trim());
  const items = useMemo(() => (page.failed ? [] : page.data?.items ?? []), [page.failed, page.data]);
  const total = page.failed ? 0 : page.data?.pagination.total ?? 0;
  const [fetched, setFetched] = useState<ClientName[]>([]);
  const names = useMemo(() => new Map([...clients, ...fetched].map((c) => [c.id, c])), [clients, fetched]);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    // List rows name only the client id: the names not among the clients loaded are read one by one, once each.
    for (const id of new Set(items.filter((r) => !r.clientName).map((r) => r.clientId))) {
      if (names.has(id) || asked.current.has(id)) continue;
      asked.current.add(id);
      taxReturnsApi.clientName(id).then((c) => setFetched((f) => [...f, c]), () => undefined);
    }
  }, [items, names]);
  const clientName = useCallback((id: string) => {
    // List items name their client; the clients read are the fallback for the form's picker.
    const item = items.find((r) => r.clientId === id);
    if (item?.clientName) return clientNameIn(item, lang);
    const c = names.get(id);
    return c ? textIn(lang, c.nameEn, c.nameKh) : id;
  }, [names, lang, items]);
  const open = (id: string | null) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (id) next.set(DETAIL_PARAM, id); else next.delete(DETAIL_PARAM);
    return next;
  });

  const statusOptions = TAX_RETURN_STATUSES.map((s) => ({ label: t(`taxReturns.status.${s}`), value: s }));
  const overdueOptions = [{ label: t('taxReturns.overdueOnly'), value: true }, { label: t('taxReturns.notOverdue'), value: false }];
  // Phones show the rows as cards, without the headers to click: the same sorts as a list.
  const sortOptions = SORTABLE_COLUMNS.flatMap(([key, label]) => (['asc', 'desc'] as const).map((order) => ({
    value: `${key}:${order}`, label: t(order === 'asc' ? 'taxReturns.sortAsc' : 'taxReturns.sortDesc', { column: t(label) }),
  })));
  const mayCreate = staffMayUpdateTaxReturns(grant, type);

  return (
    <PageFrame
      icon={icon}
      subtitle={subtitle}
      actions={mayCreate ? <Button icon="pi pi-plus" label={t('taxReturns.new')} onClick={() => setCreating(true)} data-shortcut="add-new" data-testid="tax-returns-add" /> : undefined}
    >
      <section className="card txr-card">
        <div className="txr-toolbar">
          {clients.length > 1 && (
            <Dropdown value={query.clientId} options={clients.map((c) => ({ value: c.id, label: textIn(lang, c.nameEn, c.nameKh) }))} filter showClear
              placeholder={t('taxReturns.history2.anyClient')} aria-label={t('taxReturns.field.client')} className="txr-client-filter"
              onChange={(e) => setQuery((q) => ({ ...q, clientId: textOrNull(e.value), page: 0 }))} data-testid="tax-returns-client" />
          )}
          <InputText value={query.period} onChange={(e) => { const period = e.target.value; setQuery((q) => ({ ...q, period, page: 0 })); }}
            placeholder={t('taxReturns.history2.periodPlaceholder')} maxLength={10} invalid={periodBad} aria-label={t('taxReturns.field.period')}
            aria-describedby={periodBad ? 'tax-returns-period-bad' : undefined} className="txr-period-filter" data-testid="tax-returns-period" />
          <Dropdown value={query.status} options={statusOptions} showClear placeholder={t('taxReturns.anyStatus')}
            onChange={(e) => setQuery((q) => ({ ...q, status: optionOf(TAX_RETURN_STATUSES, e.value), page: 0 }))}
            aria-label={t('taxReturns.field.status')} data-testid="tax-returns-status" />
          <Dropdown value={query.overdue} options={overdueOptions} showClear placeholder={t('taxReturns.anyDueState')}
            onChange={(e) => setQuery((q) => ({ ...q, overdue: typeof e.value === 'boolean' ? e.value : null, page: 0 }))}
            aria-label={t('taxReturns.overdue')} data-testid="tax-returns-overdue" />
          <Dropdown value={query.sort ? `${query.sort}:${query.order}` : null} options={sortOptions} showClear placeholder={t('taxReturns.sortBy')}
            onChange={(e) => {
              const [key, order] = typeof e.value === 'string' ? e.value.split(':') : [];
              setQuery((q) => ({ ...q, sort: sortKeyOf(key), order: order === 'desc' ? 'desc' : 'asc', page: 0 }));
            }}
            aria-label={t('taxReturns.sortBy')} className="txr-sort-phone" data-testid="tax-returns-sort" />
          <span className="muted txr-count" aria-live="polite">{t('taxReturns.count', { count: total, formatted: formatNumber(total, lang) })}</span>
        </div>
        {periodBad && <p id="tax-returns-period-bad" className="txr-warn" role="alert">{t('taxReturns.history2.invalidPeriod')}</p>}
        <DataTable
          value={items}
          lazy
          dataKey="id"
          paginator
          first={query.page * query.size}
          rows={query.size}
          rowsPerPageOptions={[10, 20, 50, 100]}
          totalRecords={total}
          onPage={(e: DataTableStateEvent) => setQuery((q) => ({ ...q, page: Math.floor(e.first / e.rows), size: e.rows }))}
          // Sorted on the server (the list is paged): a header click asks for the first page in that order; a third click
          // (removableSort) goes back to the default, by due date.
          sortField={query.sort ?? undefined}
          sortOrder={query.sort ? (query.order === 'desc' ? -1 : 1) : 0}
          removableSort
          onSort={(e: DataTableStateEvent) => setQuery((q) => ({ ...q, sort: sortKeyOf(e.sortField), order: e.sortOrder === -1 ? 'desc' : 'asc', page: 0 }))}
          loading={page.loading}
          emptyMessage={page.failed
            ? <LoadFailed className="txr-empty" onRetry={page.reload} testId="tax-returns-failed" />
            : <div className="txr-empty" data-testid="tax-returns-empty"><i className="pi pi-inbox" aria-hidden="true" /> {filtered ? t('taxReturns.noMatches') : t('taxReturns.empty')}</div>}
          selectionMode="single"
          onRowClick={(e) => open(String(e.data.id))}
          rowClassName={() => 'txr-row'}
          paginatorTemplate={LOCALIZED_PAGINATOR}
          stripedRows
          size="small"
          {...CARDS_ON_PHONES}
          data-testid="tax-returns-table"
          aria-label={t(`taxReturns.tableLabel.${type}`)}
        >
          <Column field="clientName" sortable header={t('taxReturns.field.client')} body={(r: TaxReturnListItem) => <span className="txr-client">{clientName(r.clientId)}</span>} />
          <Column field="period" sortable header={t('taxReturns.field.period')} body={(r: TaxReturnListItem) => <span>{r.period}{r.activity ? ` · ${r.activity}` : ''}</span>} />
          <Column field="status" sortable header={t('taxReturns.field.status')} body={(r: TaxReturnListItem) => <TaxReturnStatusTag taxReturn={r} />} />
          <Column field="totalDue" sortable header={t('taxReturns.field.totalDue')} className="txr-num" body={(r: TaxReturnListItem) => riel(r.totalDue, lang)} />
          <Column field="dueDate" sortable header={t('taxReturns.field.dueDate')} body={(r: TaxReturnListItem) => formatDate(r.dueDate, lang)} />
          <Column header={t('taxReturns.overdue')} body={(r: TaxReturnListItem) => (r.overdue ? <OverdueTag /> : <span className="muted">{t('taxReturns.onTime')}</span>)} />
        </DataTable>
      </section>

      <Dialog
        visible={!!openId}
        onHide={() => open(null)}
        header={t(`taxReturns.detailTitle.${type}`)}
        className="txr-dialog"
        breakpoints={{ '960px': '90vw', '640px': '100vw' }}
        style={{ width: '56rem' }}
        dismissableMask
        data-testid="tax-return-dialog"
      >
        {openId && (
          <TaxReturnDetail id={openId} viewer={viewer} clientName={clientName} onChanged={page.reload}
            onEdit={mayCreate ? (r) => { setEditing(r); open(null); } : undefined} />
        )}
      </Dialog>

      {creating && (
        <TaxReturnFormDialog type={type} clients={clients} clientName={clientName} onHide={() => setCreating(false)}
          onSaved={(id) => { setCreating(false); page.reload(); open(id); }} onOpenExisting={(id) => { setCreating(false); open(id); }} />
      )}
      {editing && (
        <TaxReturnFormDialog type={type} clients={clients} clientName={clientName} existing={editing} onHide={() => setEditing(null)}
          onSaved={(id) => { setEditing(null); page.reload(); open(id); }} />
      )}
    </PageFrame>
  );
}
