import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { CARDS_ON_PHONES } from '../../../lib/cards-on-phones';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { Checkbox } from 'primereact/checkbox';
import { confirmDialog } from 'primereact/confirmdialog';
import {
  CouponEvents, ExchangeRateEvents, MASTER_DATA_DECLARATIONS, MASTER_DATA_LIMITS, MasterDataEvents, cambodiaDay,
  type MasterDataKind, type MasterDataKindSummary, type MasterDataRow,
} from '@cis/contracts';
import { alertFor, isApiError } from '../../../api/http';
import { alertRaised } from '../../../stores/alerts';
import { useLiveData } from '../../../lib/live-data';
import { useDebounced } from '../../../lib/live';
import { masterDataApi } from '../master-data.api';
import { HistoryDialog } from './HistoryDialog';
import { ImportDialog } from './ImportDialog';
import { RowDialog } from './RowDialog';
import '../master-data.css';
import { fieldLabelOf } from './master-data.form';
import { DayInput } from '../../../lib/DayInput';
import { DATE_PATTERNS, formatDay, isKhmer } from '../../../lib/dates';
import { labelIn } from '../../../lib/in-language';
import { numberLocale } from '../../../lib/format';

/** Master data's own changes, and the coupons' and exchange rates' (kinds served from their areas). */
const PUSHED: string[] = [...Object.values(MasterDataEvents), ...Object.values(CouponEvents), ...Object.values(ExchangeRateEvents)];

/**
 * One kind: a server-paged table (search in Khmer and Latin, sort, the rows in force on a day for effective-dated
 * kinds, retired rows on demand), its form, history, import and export. Pushed changes reload the page shown.
 */
export function KindTable({ summary, initialSearch = '' }: { summary: MasterDataKindSummary; initialSearch?: string }) {
  const { t, i18n } = useTranslation();
  const kind: MasterDataKind = summary.kind;
  const declaration = MASTER_DATA_DECLARATIONS[kind];
  const language = i18n.language;
  const today = cambodiaDay(new Date());
  const [search, setSearch] = useState(initialSearch);
  const [query, setQuery] = useState(initialSearch);
  const applySearch = useDebounced((text: string) => { setQuery(text); setPage(0); }, 250);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(MASTER_DATA_LIMITS.pageSize.default);
  const [sort, setSort] = useState<{ field: string; order: 1 | -1 } | null>(null);
  const [activeOn, setActiveOn] = useState(declaration.effectiveDated ? today : '');
  const [withRetired, setWithRetired] = useState(false);
  const [editing, setEditing] = useState<MasterDataRow | 'new' | null>(null);
  const [history, setHistory] = useState<MasterDataRow | null>(null);
  const [importing, setImporting] = useState(false);

  const live = useLiveData(
    () => masterDataApi.list(kind, { search: query, page, size, sort: sort?.field, order: sort ? (sort.order === 1 ? 'asc' : 'desc') : undefined, activeOn, retired: withRetired }),
    [kind, query, page, size, sort?.field, sort?.order, activeOn, withRetired],
    PUSHED,
  );
  // A kind that lists only its English name lists its Khmer name on a Khmer page (the English one where it has none).
  const khmer = isKhmer(language);
  const columns = useMemo(() => {
    const listed = declaration.columns.filter((c) => c !== 'validFrom' && c !== 'validTo');
    const hasKhmerName = declaration.fields.some((f) => f.name === 'nameKm') && !listed.includes('nameKm');
    return listed.map((c) => (khmer && hasKhmerName && c === 'nameEn' ? 'nameKm' : c));
  }, [declaration, khmer]);

  const retire = (row: MasterDataRow) => confirmDialog({
    message: t('masterData.generic.retireConfirm', { code: row.code }),
    header: t('masterData.generic.retire'),
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: t('masterData.generic.retire'),
    rejectLabel: t('label.action.cancel'),
    accept: () => {
      masterDataApi.retire(kind, row.id).then(() => {
        alertRaised({ type: 'success', message: t('masterData.generic.retired', { code: row.code }) });
        live.reload();
      }, (error: unknown) => {
        if (!isApiError(error)) throw error;
        if (error.status === 409 && error.envelope?.code === 'rowReferenced') {
          alertRaised({ type: 'error', message: t('masterData.generic.referenced', { code: row.code, count: Number(error.envelope.params?.count ?? 0) }) });
        } else alertFor(error);
      });
    },
  });

  const cell = (row: MasterDataRow, field: string) => {
    const value = field === 'nameKm' && !row.nameKm && !columns.includes('nameEn') ? row.nameEn : row[field];
    if (value === null || value === undefined || value === '') return <span className="muted">—</span>;
    if (typeof value === 'boolean') return <i className={`pi ${value ? 'pi-check' : 'pi-times'}`} aria-label={String(value)} />;
    if (typeof value === 'number') return new Intl.NumberFormat(numberLocale(language)).format(value);
    const fieldDeclaration = declaration.fields.find((f) => f.name === field);
    // Days in the page's language ('Jan 1, 2024', '1 មករា 2024'), on one line.
    if (typeof value === 'string' && (fieldDeclaration?.type === 'date' || field === 'validFrom' || field === 'validTo')) {
      return <span className="md-day">{formatDay(value, language, DATE_PATTERNS.mediumDate) || value}</span>;
    }
    if (fieldDeclaration?.type === 'enum') return t(`masterData.generic.option.${value}`, { defaultValue: String(value) });
    return String(value);
  };

  const onPage = (e: DataTableStateEvent) => {
    setPage(e.page ?? Math.floor(e.first / e.rows));
    setSize(e.rows);
  };
  const onSort = (e: DataTableStateEvent) => {
    setSort(e.sortField ? { field: e.sortField, order: e.sortOrder === -1 ? -1 : 1 } : null);
    setPage(0);
  };

  const data = live.data;
  return (
    <section className="card md-kind" data-testid={`md-kind-${kind}`}>
      <header className="master-section-header">
        <div>
          <h2 className="card-title"><i className="pi pi-table" aria-hidden="true" /> {labelIn(language, declaration.label)}</h2>
          <p className="muted small">
            {t('masterData.generic.rows', { count: data?.pagination.total ?? summary.count, n: new Intl.NumberFormat(numberLocale(language)).format(data?.pagination.total ?? summary.count) })}
            {declaration.effectiveDated && <> · {t('masterData.generic.effectiveDated')}</>}
          </p>
        </div>
        <div className="master-section-tools">
          <span className="master-search">
            <InputText value={search} onChange={(e) => { setSearch(e.target.value); applySearch(e.target.value); }}
              placeholder={t('masterData.generic.searchHint')} aria-label={t('masterData.generic.search')} data-testid="md-search" />
          </span>
          {declaration.effectiveDated && (
            <label className="md-active-on">
              <span className="small">{t('masterData.generic.activeOn')}</span>
              <DayInput value={activeOn || null} onChange={(day) => { setActiveOn(day ?? ''); setPage(0); }} testId="md-active-on" />
            </label>
          )}
          <label className="md-retired small">
            <Checkbox checked={withRetired} onChange={(e) => { setWithRetired(e.checked === true); setPage(0); }} inputId={`md-retired-${kind}`} />
            <span>{t('masterData.generic.showRetired')}</span>
          </label>
          <button type="button" className="btn btn-secondary" onClick={() => void masterDataApi.download(kind, 'csv')} data-testid="md-export-csv">
            <i className="pi pi-download" aria-hidden="true" /> CSV
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void masterDataApi.download(kind, 'xlsx')} data-testid="md-export-xlsx">
            <i className="pi pi-file-excel" aria-hidden="true" /> XLSX
          </button>
          {summary.canEdit ? (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setImporting(true)} data-testid="md-import-open">
                <i className="pi pi-upload" aria-hidden="true" /> {t('masterData.generic.import')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="md-new">
                <i className="pi pi-plus" aria-hidden="true" /> {t('masterData.generic.new')}
              </button>
            </>
          ) : (
            <span className="master-read-only" data-testid="md-read-only"><i className="pi pi-eye" aria-hidden="true" /> {t('masterData.generic.readOnly')}</span>
          )}
        </div>
      </header>
      <DataTable
        cellMemo={false}
        value={data?.items ?? []}
        lazy
        loading={live.loading}
        dataKey="id"
        paginator
        first={page * size}
        rows={size}
        totalRecords={data?.pagination.total ?? 0}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPage={onPage}
        onSort={onSort}
        sortField={sort?.field}
        sortOrder={sort?.order}
        size="small"
        stripedRows
        emptyMessage={query ? t('masterData.generic.noMatch') : t('masterData.generic.empty')}
        className="master-grid"
        rowClassName={(row: MasterDataRow) => (row.retired ? 'md-row-retired' : '')}
        data-testid="md-table"
        {...CARDS_ON_PHONES}
      >
        <Column field="code" header={t('masterData.generic.field.code')} sortable body={(row: MasterDataRow) => <code>{row.code}</code>} />
        {declaration.parent && <Column field="parent" header={fieldLabelOf(kind, 'parent', language, t)} sortable body={(row: MasterDataRow) => cell(row, 'parent')} />}
        {columns.map((field) => (
          <Column key={field} field={field} header={fieldLabelOf(kind, field, language, t)} sortable body={(row: MasterDataRow) => cell(row, field)} />
        ))}
        {declaration.effectiveDated && <Column field="validFrom" header={fieldLabelOf(kind, 'validFrom', language, t)} sortable body={(row: MasterDataRow) => cell(row, 'validFrom')} />}
        {declaration.effectiveDated && <Column field="validTo" header={fieldLabelOf(kind, 'validTo', language, t)} body={(row: MasterDataRow) => cell(row, 'validTo')} />}
        <Column
          header={t('masterData.generic.actions')}
          align="right"
          body={(row: MasterDataRow) => (
            <span className="md-actions">
              {row.retired && <span className="master-status master-status-expired">{t('masterData.generic.retiredBadge')}</span>}
              <button type="button" className="icon-btn" onClick={() => setHistory(row)} title={t('masterData.generic.history')} aria-label={t('masterData.generic.history')} data-testid={`md-history-${row.id}`}>
                <i className="pi pi-history" aria-hidden="true" />
              </button>
              {summary.canEdit && !row.retired && (
                <>
                  <button type="button" className="icon-btn" onClick={() => setEditing(row)} title={t('masterData.generic.edit')} aria-label={t('masterData.generic.edit')} data-testid={`md-edit-${row.id}`}>
                    <i className="pi pi-pencil" aria-hidden="true" />
                  </button>
                  <button type="button" className="icon-btn" onClick={() => retire(row)} title={t('masterData.generic.retire')} aria-label={t('masterData.generic.retire')} data-testid={`md-retire-${row.id}`}>
                    <i className="pi pi-trash" aria-hidden="true" />
                  </button>
                </>
              )}
            </span>
          )}
        />
      </DataTable>
      {editing && (
        <RowDialog
          kind={kind}
          row={editing === 'new' ? null : editing}
          today={today}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            alertRaised({ type: 'success', message: t(created ? 'masterData.generic.created' : 'masterData.generic.saved', { code: saved.code }) });
            live.reload();
          }}
        />
      )}
      {history && <HistoryDialog kind={kind} row={history} onClose={() => setHistory(null)} />}
      {importing && <ImportDialog kind={kind} onClose={() => setImporting(false)} onImported={() => live.reload()} />}
    </section>
  );
}
