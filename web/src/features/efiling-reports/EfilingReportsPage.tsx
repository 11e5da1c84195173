import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button } from 'primereact/button';
import { Chart } from 'primereact/chart';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import {
  REPORT_CODE_LABELS, REPORT_EXPORT_FORMATS, REPORT_KINDS, REPORT_TITLES, TAXPAYER_CATEGORIES, TAX_RETURN_TYPES, TaxReturnEvents,
  isOneOf, reportCodeLabel, type ReportAnswer, type ReportCellValue, type ReportColumn, type ReportExportFormat, type ReportKind,
} from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { $effectiveScheme } from '../../shell/appearance/appearance';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { MonthInput } from '../../lib/MonthInput';
import { LOCALIZED_PAGINATOR } from '../../lib/paginator';
import { formatNumber } from '../../lib/format';
import { labelIn, nameIn } from '../../lib/in-language';
import { DATE_PATTERNS, formatDate, formatDay, formatPeriod, isKhmer } from '../../lib/dates';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';
import { PALETTE, baseOptions, useChartFontsReady } from '../../lib/chart-theme';
import { riel } from '../tax-returns';
import { reportsApi, saveBlob, type ReportFilterState } from './efiling-reports.api';
import './efiling-reports.css';

const LIVE_EVENTS = Object.values(TaxReturnEvents);

/** Count charts step by whole numbers on their value axis. */
function withWholeCounts<T extends { scales?: { y: object } }>(options: T, counts: boolean): T {
  if (!counts || !options.scales) return options;
  const y: { ticks?: object } = options.scales.y;
  return { ...options, scales: { ...options.scales, y: { ...y, ticks: { ...y.ticks, precision: 0 } } } };
}

/** Today's year in Cambodia: the default range. */
function thisYear(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 4);
}

/** /efiling-reports: the firm's reports over the tax returns, filtered, charted, tabled and exported (issue 14). */
export default function EfilingReportsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  /** The report's language: the words of its codes and the file exported. */
  const lang = isKhmer(language) ? 'km' : 'en';
  const scheme = useUnit($effectiveScheme);
  const fontsReady = useChartFontsReady();
  const [kind, setKind] = useState<ReportKind>('filings');
  const year = thisYear();
  const [filters, setFilters] = useState<ReportFilterState>({ from: `${year}-01`, to: `${year}-12`, type: null, category: null, province: null, preparer: null });
  const [provinces, setProvinces] = useState<{ code: string; nameEn: string; nameKm: string }[]>([]);
  const [exporting, setExporting] = useState<ReportExportFormat | null>(null);
  useEffect(() => {
    reportsApi.provinces().then(setProvinces, () => setProvinces([]));
  }, []);

  const answer = useLiveData(() => reportsApi.report(kind, filters), [kind, JSON.stringify(filters)], LIVE_EVENTS, 400);
  const report: ReportAnswer | null = answer.failed ? null : answer.data;
  const provinceName = useMemo(() => new Map(provinces.map((p) => [p.code, nameIn(language, p)])), [provinces, language]);
  const set = (patch: Partial<ReportFilterState>) => setFilters((f) => ({ ...f, ...patch }));

  const cell = (column: ReportColumn, value: ReportCellValue): string => {
    if (value === null || value === undefined || value === '') return '';
    switch (column.format) {
      case 'riel': return riel(Number(value), language);
      case 'count': return formatNumber(Number(value), language);
      case 'type': case 'status': case 'method': case 'category': return reportCodeLabel(column.format, String(value), lang);
      case 'province': return provinceName.get(String(value)) ?? String(value);
      case 'date': return formatDay(String(value), language, DATE_PATTERNS.mediumDate) || String(value);
      case 'period': return formatPeriod(String(value), language);
      default: return String(value);
    }
  };

  const chart = useMemo(() => {
    if (!report) return null;
    const { chart: c } = report;
    const labelOf = (label: string) => {
      if (report.report === 'filings') return reportCodeLabel('status', label, lang);
      if (Object.prototype.hasOwnProperty.call(REPORT_CODE_LABELS.type, label)) return reportCodeLabel('type', label, lang);
      if (Object.prototype.hasOwnProperty.call(REPORT_CODE_LABELS.method, label)) return reportCodeLabel('method', label, lang);
      return formatPeriod(label, language);
    };
    const doughnut = c.kind === 'doughnut';
    const data = {
      labels: c.labels.map(labelOf),
      datasets: c.series.map((s, i) => ({
        label: labelIn(language, s.label), data: s.values,
        backgroundColor: doughnut ? c.labels.map((_, j) => PALETTE[j % PALETTE.length]) : PALETTE[i % PALETTE.length],
        borderWidth: doughnut ? 0 : undefined, borderRadius: doughnut ? undefined : 4,
      })),
    };
    const stacked = kind === 'filings' || kind === 'workload';
    const options = doughnut
      ? { ...baseOptions(scheme, language, { legend: true, axes: false }), cutout: '62%' }
      : withWholeCounts(baseOptions(scheme, language, { legend: c.series.length > 1, stacked }), kind !== 'amounts');
    return { type: c.kind, data, options };
  }, [report, lang, language, scheme, kind]);

  const download = async (format: ReportExportFormat) => {
    setExporting(format);
    try {
      const blob = await reportsApi.export(kind, filters, format, lang);
      saveBlob(blob, `${kind}-${filters.from}-${filters.to}.${format}`);
    } catch {
      // The shell's alert has told the user.
    } finally {
      setExporting(null);
    }
  };

  const option = (value: string, label: string) => ({ value, label });
  /** The 'any' choice of a filter (PrimeReact shows an empty string as no choice). */
  const ANY = '*';
  /** The dropdown's choice when it is one of `values`, else none (ANY). */
  const chosen = <T extends string>(values: readonly T[], value: unknown): T | null => (isOneOf(values, value) ? value : null);
  const any = t('efilingReports.filter.any');
  const typeOptions = [option(ANY, any), ...TAX_RETURN_TYPES.map((v) => option(v, reportCodeLabel('type', v, lang)))];
  const categoryOptions = [option(ANY, any), ...TAXPAYER_CATEGORIES.map((v) => option(v, reportCodeLabel('category', v, lang)))];
  const provinceOptions = [option(ANY, any), ...provinces.map((p) => option(p.code, nameIn(language, p)))];
  const preparerOptions = [option(ANY, any), ...(report?.preparers ?? []).map((p) => option(p.id, p.name))];

  return (
    <PageFrame icon="pi pi-chart-bar" subtitle={t('page.efilingReports.subtitle')}>
      <div className="efr" data-testid="efiling-reports">
        <nav className="efr-kinds" aria-label={t('efilingReports.kinds')}>
          {REPORT_KINDS.map((k) => (
            <Button key={k} type="button" size="small" label={labelIn(language, REPORT_TITLES[k])} outlined={k !== kind} aria-pressed={k === kind}
              onClick={() => setKind(k)} data-testid={`report-${k}`} />
          ))}
        </nav>

        <section className="efr-filters card" aria-label={t('efilingReports.filters')}>
          <label className="efr-field efr-month">
            <span>{t('efilingReports.filter.from')}</span>
            <MonthInput value={filters.from} max={filters.to} onChange={(from) => set({ from })} testId="filter-from" />
          </label>
          <label className="efr-field efr-month">
            <span>{t('efilingReports.filter.to')}</span>
            <MonthInput value={filters.to} min={filters.from} onChange={(to) => set({ to })} testId="filter-to" />
          </label>
          <label className="efr-field">
            <span>{t('efilingReports.filter.type')}</span>
            <Dropdown value={filters.type ?? ANY} options={typeOptions} onChange={(e) => set({ type: chosen(TAX_RETURN_TYPES, e.value) })} data-testid="filter-type" />
          </label>
          <label className="efr-field">
            <span>{t('efilingReports.filter.category')}</span>
            <Dropdown value={filters.category ?? ANY} options={categoryOptions} onChange={(e) => set({ category: chosen(TAXPAYER_CATEGORIES, e.value) })} data-testid="filter-category" />
          </label>
          <label className="efr-field">
            <span>{t('efilingReports.filter.province')}</span>
            <Dropdown value={filters.province ?? ANY} options={provinceOptions} filter={provinces.length > 10} onChange={(e) => set({ province: chosen(provinces.map((p) => p.code), e.value) })} data-testid="filter-province" />
          </label>
          <label className="efr-field">
            <span>{t('efilingReports.filter.preparer')}</span>
            <Dropdown value={filters.preparer ?? ANY} options={preparerOptions} onChange={(e) => set({ preparer: chosen((report?.preparers ?? []).map((p) => p.id), e.value) })} data-testid="filter-preparer" />
          </label>
          <div className="efr-exports">
            {REPORT_EXPORT_FORMATS.map((format) => (
              <Button key={format} type="button" size="small" severity="secondary" icon="pi pi-download" label={format.toUpperCase()}
                loading={exporting === format} disabled={exporting !== null} onClick={() => void download(format)}
                aria-label={t('efilingReports.export', { format: format.toUpperCase() })} data-testid={`export-${format}`} />
            ))}
          </div>
        </section>

        {answer.failed && <LoadFailed onRetry={answer.reload} />}
        {report && (
          <>
            <section className="efr-totals" aria-label={t('efilingReports.totals')}>
              <div className="efr-total card"><span>{t('efilingReports.rows')}</span><strong data-testid="report-rows">{formatNumber(report.totalRows, language)}</strong></div>
              {report.columns.filter((c) => c.key in report.totals).slice(0, 4).map((c) => (
                <div className="efr-total card" key={c.key}>
                  <span>{labelIn(language, c.label)}</span>
                  <strong>{cell(c, report.totals[c.key] ?? 0)}</strong>
                </div>
              ))}
            </section>
            <section className="efr-chart card" aria-label={labelIn(language, REPORT_TITLES[kind])}>
              <h2>{labelIn(language, REPORT_TITLES[kind])}</h2>
              <div className="efr-chart-box" role="img" aria-label={labelIn(language, REPORT_TITLES[kind])} data-testid="report-chart" aria-busy={!fontsReady}>
                {fontsReady && chart && (chart.data.labels.length > 0
                  ? <Chart type={chart.type} data={chart.data} options={chart.options} style={{ height: '100%', width: '100%' }} />
                  : <p className="efr-empty">{t('efilingReports.empty')}</p>)}
              </div>
            </section>
            <section className="efr-table card" data-testid="report-table">
              <DataTable value={report.rows} dataKey={undefined} paginator rows={20} rowsPerPageOptions={[20, 50, 100]} paginatorTemplate={LOCALIZED_PAGINATOR}
                emptyMessage={t('efilingReports.empty')} size="small" stripedRows {...CARDS_ON_PHONES}
                loading={answer.loading}>
                {report.columns.map((c) => (
                  <Column key={c.key} field={c.key} header={labelIn(language, c.label)} sortable
                    align={c.format === 'riel' || c.format === 'count' ? 'right' : 'left'}
                    body={(row: Record<string, ReportCellValue>) => cell(c, row[c.key] ?? null)} />
                ))}
              </DataTable>
              {report.totalRows > report.rows.length && (
                <p className="efr-note">{t('efilingReports.truncated', { shown: formatNumber(report.rows.length, language), total: formatNumber(report.totalRows, language) })}</p>
              )}
              <p className="efr-note">{t('efilingReports.generated', { at: formatDate(report.generatedAt, language, DATE_PATTERNS.dateTime), day: formatDay(report.asOf, language) })}</p>
            </section>
          </>
        )}
      </div>
    </PageFrame>
  );
}
