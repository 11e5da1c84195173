import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import {
  REPORT_LIMITS, REPORT_TITLES, REPORT_WORDS, formulaSafe, reportCodeLabel,
  type ReportAnswer, type ReportCellValue, type ReportColumn, type ReportExportFormat, type ReportLanguage,
} from '@cis/contracts';
import { csvCell } from '../master-data/master-data.csv';
import { PdfWriter, formatRiel, type PdfFirm } from '../pdf/pdf-document';

export interface ReportFile {
  name: string;
  type: string;
  body: Buffer;
}

export interface ExportContext {
  lang: ReportLanguage;
  firm: PdfFirm;
  /** Province code -> name in the language. */
  provinces: ReadonlyMap<string, string>;
}

/** Excel number formats by column format: riel grouped with its sign ("4,045,000 ៛", as formatRiel), counts grouped. */
const XLSX_NUMBER_FORMATS: Partial<Record<ReportColumn['format'], string>> = { riel: '#,##0 "៛"', count: '#,##0' };

/** A cell as the export shows it: codes in words of the language, provinces by name, riel and counts as numbers. */
function cellOf(column: ReportColumn, value: ReportCellValue, context: ExportContext): ReportCellValue {
  if (value === null || value === undefined) return null;
  switch (column.format) {
    case 'type': return reportCodeLabel('type', String(value), context.lang);
    case 'status': return reportCodeLabel('status', String(value), context.lang);
    case 'method': return reportCodeLabel('method', String(value), context.lang);
    case 'category': return reportCodeLabel('category', String(value), context.lang);
    case 'province': return context.provinces.get(String(value)) ?? String(value);
    default: return value;
  }
}

function filterLine(answer: ReportAnswer, context: ExportContext): string {
  const { filters } = answer;
  const lang = context.lang;
  const parts = [`${REPORT_WORDS.from[lang]} ${filters.from}`, `${REPORT_WORDS.to[lang]} ${filters.to}`];
  if (filters.type) parts.push(reportCodeLabel('type', filters.type, lang));
  if (filters.category) parts.push(reportCodeLabel('category', filters.category, lang));
  if (filters.province) parts.push(context.provinces.get(filters.province) ?? filters.province);
  if (filters.preparer) parts.push(answer.preparers.find((p) => p.id === filters.preparer)?.name ?? filters.preparer);
  return parts.join(' · ');
}

/**
 * A report as CSV (UTF-8 with a byte order mark; text a spreadsheet would run as a formula gets an apostrophe), XLSX
 * (typed cells, never formulas; the write-excel-file writer master data exports with) or PDF (PdfWriter, Khmer shaped).
 * The generation instant is ISO 8601 with its offset (+07:00), in the file name's day and inside XLSX and PDF.
 */
export async function exportReport(answer: ReportAnswer, format: ReportExportFormat, context: ExportContext): Promise<ReportFile> {
  const { lang } = context;
  const base = `${answer.report}-${answer.filters.from}-${answer.filters.to}-${answer.asOf}`;
  const header = answer.columns.map((column) => column.label[lang]);
  const rows = answer.rows.map((row) => answer.columns.map((column) => cellOf(column, row[column.key] ?? null, context)));
  const totalsRow = Object.keys(answer.totals).length > 0
    ? answer.columns.map((column, i) => (column.key in answer.totals ? answer.totals[column.key]! : i === 0 ? REPORT_WORDS.total[lang] : null))
    : null;
  if (format === 'csv') {
    const lines = [header, ...rows, ...(totalsRow ? [totalsRow] : [])].map((cells) => cells.map((cell) => csvCell(cell)).join(','));
    return { name: `${base}.csv`, type: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
  }
  if (format === 'xlsx') {
    // Numbers stay numbers (sums and sorting work) and show grouped, riel with its sign, as on the page and in the PDF.
    const typed = (value: ReportCellValue, bold = false, column?: ReportColumn) => {
      if (value === null) return null;
      const weight = bold ? { fontWeight: 'bold' as const } : {};
      if (typeof value === 'number') return { value, type: Number, ...weight, ...(column && XLSX_NUMBER_FORMATS[column.format] ? { format: XLSX_NUMBER_FORMATS[column.format] } : {}) };
      return { value: formulaSafe(value), type: String, ...weight };
    };
    const sheet: SheetData = [
      [typed(REPORT_TITLES[answer.report][lang], true)],
      [typed(`${REPORT_WORDS.generated[lang]}: ${answer.generatedAt}`)],
      [typed(`${REPORT_WORDS.filters[lang]}: ${filterLine(answer, context)}`)],
      [],
      header.map((value) => typed(value, true)),
      ...rows.map((cells) => cells.map((cell, i) => typed(cell, false, answer.columns[i]))),
      ...(totalsRow ? [totalsRow.map((cell, i) => typed(cell, true, answer.columns[i]))] : []),
    ];
    // Wide enough for a name, a riel amount or a Khmer header without opening each column by hand.
    const columns = answer.columns.map((column) => ({ width: column.format === 'text' ? 32 : column.format === 'riel' ? 16 : 14 }));
    const body = await writeXlsxFile(sheet, { sheet: answer.report, columns }, { fontFamily: lang === 'km' ? 'Noto Sans Khmer' : 'Calibri' }).toBuffer();
    return { name: `${base}.xlsx`, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
  }
  const title = REPORT_TITLES[answer.report][lang];
  const pdf = await PdfWriter.create({ title, firm: context.firm, lang, landscape: answer.columns.length > 6 });
  pdf.title(title, `${filterLine(answer, context)}  ·  ${REPORT_WORDS.generated[lang]} ${answer.generatedAt}`);
  const shown = rows.slice(0, REPORT_LIMITS.maxPdfRows);
  const text = (column: ReportColumn, value: ReportCellValue) =>
    value === null ? '' : column.format === 'riel' ? formatRiel(Number(value)) : typeof value === 'number' ? value.toLocaleString('en-US') : value;
  pdf.table(
    answer.columns.map((column) => ({
      header: column.label[lang], width: column.format === 'text' ? 2 : 1.2, align: column.format === 'riel' || column.format === 'count' ? 'right' : 'left',
    })),
    shown.map((cells) => cells.map((cell, i) => text(answer.columns[i]!, cell))),
    totalsRow ? totalsRow.map((cell, i) => text(answer.columns[i]!, cell)) : undefined,
  );
  if (answer.totalRows > shown.length) {
    pdf.paragraph(lang === 'km'
      ? `បង្ហាញ ${shown.length} ជួរ ក្នុងចំណោម ${answer.totalRows}៖ ទាញយក CSV ឬ XLSX សម្រាប់ទាំងអស់។`
      : `Showing ${shown.length} of ${answer.totalRows} rows: export CSV or XLSX for all of them.`, { muted: true });
  }
  return { name: `${base}.pdf`, type: 'application/pdf', body: await pdf.finish(`${title} · ${answer.generatedAt}`) };
}
