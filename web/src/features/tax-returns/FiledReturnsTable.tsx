import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { TAX_RETURN_LIST_LIMITS, TAX_RETURN_TYPES, TaxReturnEvents, paymentParts, type FiledTaxReturn, type FiledTaxReturnStatus, type TaxReturnType } from '@cis/contracts';
import { formatDate } from '../../lib/dates';
import { textIn } from '../../lib/in-language';
import { useLiveData } from '../../lib/live-data';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import { taxReturnsApi, type ClientName } from './tax-returns.api';
import { clientNameIn, riel, taxReturnLink } from './tax-returns.logic';
import { optionOf } from '../../lib/options';
import './tax-returns.css';
import { textOrNull } from '../../lib/guards';

const EVENTS = Object.values(TaxReturnEvents);
const PERIOD = /^\d{4}(-\d{2}){0,2}$/;

export interface FiledFilters { q: string; clientId: string | null; period: string; type: TaxReturnType | null }

/** The query of GET api/tax-returns/filed (and its CSV): only the filters set; a half-typed period is left out. */
export function filedQuery(
  f: FiledFilters, paging?: { page: number; size: number }, status?: FiledTaxReturnStatus,
): Record<string, string | number | undefined> {
  return {
    status,
    q: f.q.trim() || undefined,
    clientId: f.clientId ?? undefined,
    period: PERIOD.test(f.period.trim()) ? f.period.trim() : undefined,
    type: f.type ?? undefined,
    page: paging ? paging.page + 1 : undefined,
    size: paging?.size,
  };
}

/**
 * The tax report history's filed returns with their payments: by client and period, searchable, exportable (CSV).
 * `paidOnly`: the bank user's page (/payment-online-transactions): the paid returns with the payment that paid each
 * (balance, bank or card with its transaction id).
 */
export function FiledReturnsTable({ paidOnly = false }: { paidOnly?: boolean } = {}) {
  const status: FiledTaxReturnStatus | undefined = paidOnly ? 'PAID' : undefined;
  const testId = paidOnly ? 'paid-returns' : 'filed-returns';
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [filters, setFilters] = useState<FiledFilters>({ q: '', clientId: null, period: '', type: null });
  const [paging, setPaging] = useState<{ page: number; size: number }>({ page: 0, size: TAX_RETURN_LIST_LIMITS.defaultPageSize });
  const [clients, setClients] = useState<ClientName[]>([]);
  const [exporting, setExporting] = useState(false);
  const [q, setQ] = useState('');
  useEffect(() => { taxReturnsApi.clientNames().then(setClients, () => setClients([])); }, []);
  useEffect(() => {
    // The search waits for a pause in typing.
    const timer = setTimeout(() => { setFilters((f) => ({ ...f, q })); setPaging((p) => ({ ...p, page: 0 })); }, 300);
    return () => clearTimeout(timer);
  }, [q]);
  const query = filedQuery(filters, paging, status);
  const data = useLiveData(() => taxReturnsApi.filed(query), [JSON.stringify(query)], EVENTS, 400);
  const change = (patch: Partial<FiledFilters>) => { setFilters((f) => ({ ...f, ...patch })); setPaging((p) => ({ ...p, page: 0 })); };
  const periodBad = filters.period.trim() !== '' && !PERIOD.test(filters.period.trim());

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await taxReturnsApi.filedCsv(filedQuery(filters, undefined, status));
      const url = URL.createObjectURL(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${paidOnly ? 'paid' : 'filed'}-tax-returns-${new Date().toISOString().slice(0, 10)}.csv`;
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
  const name = (c: ClientName) => textIn(lang, c.nameEn, c.nameKh);
  const page = data.data;
  return (
    <section className="card txr-card" data-testid={testId}>
      <h2 className="card-title">{t(paidOnly ? 'taxReturns.paidReturns.title' : 'taxReturns.history2.title')}</h2>
      <form className="txr-toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <span className="p-input-icon-left">
          <InputText value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('taxReturns.history2.searchPlaceholder')}
            maxLength={TAX_RETURN_LIST_LIMITS.searchMax} aria-label={t('taxReturns.history2.search')} data-testid={`${testId}-search`} />
        </span>
        <Dropdown value={filters.clientId} options={clients.map((c) => ({ value: c.id, label: name(c) }))} filter showClear
          placeholder={t('taxReturns.history2.anyClient')} aria-label={t('taxReturns.history2.client')}
          onChange={(e) => change({ clientId: textOrNull(e.value) })} data-testid={`${testId}-client`} />
        <InputText value={filters.period} onChange={(e) => change({ period: e.target.value })} placeholder={t('taxReturns.history2.periodPlaceholder')}
          maxLength={10} invalid={periodBad} aria-label={t('taxReturns.history2.period')} className="txr-period-filter" data-testid={`${testId}-period`} />
        <Dropdown value={filters.type} options={TAX_RETURN_TYPES.map((type) => ({ value: type, label: t(`taxReturns.tasks.typeName.${type}`) }))} showClear
          placeholder={t('taxReturns.history2.anyType')} aria-label={t('taxReturns.history2.type')}
          onChange={(e) => change({ type: optionOf(TAX_RETURN_TYPES, e.value) })} data-testid={`${testId}-type`} />
        <Button type="button" icon="pi pi-download" label={t('taxReturns.history2.export')} loading={exporting} onClick={() => void exportCsv()} data-testid={`${testId}-export`} />
      </form>
      {periodBad && <p className="txr-warn" role="alert">{t('taxReturns.history2.invalidPeriod')}</p>}
      {page && (
        <p className="muted" data-testid={`${testId}-totals`}>
          {t('taxReturns.history2.totals', { count: page.totals.count, due: riel(page.totals.totalDue, lang), paid: riel(page.totals.paid, lang) })}
        </p>
      )}
      <DataTable value={page?.items ?? []} lazy paginator dataKey="id" first={paging.page * paging.size} rows={paging.size}
        totalRecords={page?.pagination.total ?? 0} rowsPerPageOptions={[10, 20, 50, 100]} paginatorTemplate={LOCALIZED_PAGINATOR}
        onPage={(e: DataTablePageEvent) => setPaging({ page: e.page ?? 0, size: e.rows })} loading={data.loading} size="small" stripedRows
        cellMemo={false} emptyMessage={t(paidOnly ? 'taxReturns.paidReturns.empty' : 'taxReturns.history2.empty')} {...CARDS_ON_PHONES} data-testid={`${testId}-table`}>
        <Column header={t('taxReturns.field.client')} body={(r: FiledTaxReturn) => <a className="txr-client" href={taxReturnLink(r.type, r.id)}>{clientNameIn(r, lang)}</a>} />
        <Column header={t('taxReturns.history2.period')} body={(r: FiledTaxReturn) => `${t(`taxReturns.tasks.typeName.${r.type}`)} · ${r.period}${r.activity ? ` · ${r.activity}` : ''}`} />
        <Column header={t('taxReturns.history2.filed')} body={(r: FiledTaxReturn) => (r.filing ? <span>{r.filing.reference}<br /><span className="muted small">{formatDate(r.filing.filedAt, lang)}</span></span> : '—')} />
        <Column header={t('taxReturns.field.totalDue')} className="txr-num" body={(r: FiledTaxReturn) => riel(r.totalDue, lang)} />
        <Column header={t('taxReturns.history2.payments')} body={(r: FiledTaxReturn) => (r.payments.length === 0 ? <span className="muted">{t('taxReturns.history2.notPaid')}</span> : (
          <ul className="txr-payments txr-filed-payments">
            {r.payments.map((p, i) => (
              <li key={i}>{t(`taxReturns.history2.method.${p.method}`)} · <strong>{riel(paymentParts(p).total, lang)}</strong>{p.penalty ? ` (${t('taxReturns.pay.parts', { tax: riel(p.amount, lang), penalty: riel(p.penalty, lang) })})` : ''} · {formatDate(p.paidOn, lang)}{p.reference ? ` · ${p.reference}` : ''}</li>
            ))}
          </ul>
        ))} />
      </DataTable>
    </section>
  );
}
