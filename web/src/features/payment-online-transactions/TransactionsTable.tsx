import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { PAYMENT_PAGE_SIZES, PaymentEvents, PaymentRoutes, TOPUP_STATUSES, type TopUpTransaction, type TransactionListing } from '@cis/contracts';
import { http, withQuery } from '../../api/http';
import { pushReceived } from '../../api/socket';
import { formatRiel } from '../../shell/balance/format';
import { StatusTag } from '../vendor-dashboard';
import { TaxReturnPaymentPurpose } from '../tax-returns';
import { formatDateTime } from '../../lib/balance-format';
import { todayInZone } from '../../lib/dates';
import { DayInput } from '../../lib/DayInput';
import { filtersProblem, transactionQuery, type TransactionFilters } from './transactions.query';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import './transactions.css';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';

/** The pushes that change a transaction (refused callbacks do not). */
const TRANSACTION_EVENTS: string[] = [PaymentEvents.topUpRequested, PaymentEvents.topUpApproved, PaymentEvents.topUpDeclined];

export interface TransactionsTableProps {
  /** The filters the page opens with (the history opens on completed payments). */
  initial: TransactionFilters;
  /** history: dates, order and columns of the completion (view=history); bank: of the request. */
  view: 'bank' | 'history';
  testId: string;
}

/**
 * The online payment transactions (READ_TAX_PAYMENT): filters, server-side paging, totals of every matching row,
 * CSV export of every matching row, and a live reload when a payment event is pushed.
 */
export function TransactionsTable({ initial, view, testId }: TransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilters>(initial);
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [listing, setListing] = useState<TransactionListing | null>(null);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const problem = filtersProblem(filters);
  const request = useRef(0);

  const load = useCallback(async () => {
    if (problem) return;
    const mine = ++request.current;
    setLoading(true);
    try {
      const answer = await http.get<TransactionListing>(withQuery(PaymentRoutes.transactions, transactionQuery(filters, paging, view)));
      if (mine === request.current) setListing(answer);
    } catch {
      /* the shell shows the error */
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }, [filters, paging, problem, view]);

  useEffect(() => {
    void load();
  }, [load]);
  // New top-ups and outcomes arrive as pushes: the page follows them.
  useEffect(() => pushReceived.watch((e) => {
    if (TRANSACTION_EVENTS.includes(e.type)) void load();
  }), [load]);

  const change = (patch: Partial<TransactionFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await http.get<string>(withQuery(PaymentRoutes.transactionsCsv, transactionQuery(filters, undefined, view)));
      // With the byte order mark, spreadsheet programs read the Khmer names as UTF-8.
      const url = URL.createObjectURL(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      const name = view === 'history' ? 'tax-report-history' : 'online-payment-transactions';
      link.download = `${name}-${todayInZone()}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      /* the shell shows the error */
    } finally {
      setExporting(false);
    }
  };

  const money = (n: number) => formatRiel(n, i18n.language);
  const statusOptions = [
    // PrimeReact's Dropdown shows no label for a null value: 'all' stands for "no status filter".
    { label: t('onlinePayments.status.all'), value: 'all' },
    ...TOPUP_STATUSES.map((s) => ({ label: t(`onlinePayments.status.${s}`), value: s })),
  ];
  return (
    <section className="card" data-testid={testId}>
      <form className="tx-filters" onSubmit={(e) => e.preventDefault()} role="search">
        <label>
          <span className="muted small">{t('onlinePayments.filter.customer')}</span>
          <span className="p-input-icon-left tx-search">
            <InputText
              value={filters.customer}
              onChange={(e) => change({ customer: e.target.value })}
              placeholder={t('onlinePayments.filter.customerPlaceholder')}
              maxLength={100}
              data-testid="tx-filter-customer"
            />
          </span>
        </label>
        <label>
          <span className="muted small">{t('onlinePayments.filter.status')}</span>
          <Dropdown
            value={filters.status ?? 'all'}
            options={statusOptions}
            onChange={(e) => change({ status: e.value === 'all' ? null : e.value })}
            data-testid="tx-filter-status"
          />
        </label>
        <label>
          <span className="muted small">{t(view === 'history' ? 'onlinePayments.filter.completedFrom' : 'onlinePayments.filter.from')}</span>
          <DayInput value={filters.from ?? null} onChange={(from) => change({ from })} testId="tx-filter-from" />
        </label>
        <label>
          <span className="muted small">{t(view === 'history' ? 'onlinePayments.filter.completedTo' : 'onlinePayments.filter.to')}</span>
          <DayInput value={filters.to ?? null} onChange={(to) => change({ to })} testId="tx-filter-to" />
        </label>
        <div className="tx-filter-actions">
          <button type="button" className="btn btn-outline" onClick={() => change(initial)}>
            <i className="pi pi-filter-slash" aria-hidden="true" />
            {t('onlinePayments.filter.reset')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void exportCsv()} disabled={exporting || !!problem} data-testid="tx-export">
            <i className={exporting ? 'pi pi-spin pi-spinner' : 'pi pi-download'} aria-hidden="true" />
            {t('onlinePayments.export')}
          </button>
        </div>
      </form>
      {problem && <p className="tx-problem" role="alert">{t('onlinePayments.filter.rangeProblem')}</p>}
      {listing && (
        <div className="tx-totals" data-testid="tx-totals">
          <span>{t('onlinePayments.totals.count', { count: listing.totals.count })}</span>
          <span>{t('onlinePayments.totals.amount', { amount: money(listing.totals.amount) })}</span>
          <span className="amount-in">{t('onlinePayments.totals.success', { amount: money(listing.totals.successAmount) })}</span>
          {/* A card payment of a tax return pays the return: the top-ups' figure does not count it. */}
          <span data-testid="tx-totals-topups">{t('onlinePayments.totals.topUps', { amount: money(listing.totals.topUpAmount) })}</span>
          <span data-testid="tx-totals-returns">{t('onlinePayments.totals.taxReturns', { amount: money(listing.totals.taxReturnAmount) })}</span>
        </div>
      )}
      <DataTable
        // Cells are translated: without this PrimeReact keeps them in the previous language.
        cellMemo={false}
        {...CARDS_ON_PHONES}
        value={listing?.items ?? []}
        lazy
        paginator
        first={(paging.page - 1) * paging.size}
        rows={paging.size}
        totalRecords={listing?.total ?? 0}
        rowsPerPageOptions={[...PAYMENT_PAGE_SIZES]}
        paginatorTemplate={LOCALIZED_PAGINATOR}
        onPage={(e: DataTablePageEvent) => setPaging({ page: (e.page ?? 0) + 1, size: e.rows })}
        loading={loading}
        dataKey="tranId"
        size="small"
        stripedRows
        emptyMessage={t('onlinePayments.empty')}
        className="vendor-table"
        data-testid={`${testId}-table`}
      >
        <Column
          header={t(view === 'history' ? 'onlinePayments.column.completedAt' : 'onlinePayments.column.requestedAt')}
          body={(r: TopUpTransaction) => {
            // The history's column is the completion: a pending row has none yet (never its request time).
            const at = view === 'history' ? r.completedAt : r.requestedAt;
            return at ? formatDateTime(at, i18n.language) : '—';
          }}
        />
        <Column header={t('onlinePayments.column.tranId')} body={(r: TopUpTransaction) => <code>{r.tranId}</code>} />
        <Column
          header={t('onlinePayments.column.customer')}
          body={(r: TopUpTransaction) => (
            <span className="tx-customer">
              <strong>{r.customerName}</strong>
              <span className="muted small">{r.customerP24Id}{r.email ? ` · ${r.email}` : ''}</span>
              <TaxReturnPaymentPurpose purpose={r.purpose} />
            </span>
          )}
        />
        <Column header={t('onlinePayments.column.paymentOption')} body={(r: TopUpTransaction) => t(`vendorTopUp.option.${r.paymentOption}`)} />
        <Column header={t('onlinePayments.column.status')} body={(r: TopUpTransaction) => <StatusTag status={r.status} />} />
        {view === 'history' && (
          <Column header={t('onlinePayments.column.balanceAfter')} align="right" body={(r: TopUpTransaction) => (r.balanceAfter === null ? '—' : money(r.balanceAfter))} />
        )}
        <Column header={t('onlinePayments.column.amount')} align="right" body={(r: TopUpTransaction) => <strong>{money(r.amount)}</strong>} />
      </DataTable>
    </section>
  );
}
