import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import {
  MASTER_DATA_DECLARATIONS, masterDataFieldNames, neutraliseSpreadsheetCell,
  type MasterDataExportFormat, type MasterDataKind, type MasterDataRow,
} from '@cis/contracts';
import { toCsv } from './master-data.csv';

export interface ExportFile {
  name: string;
  type: string;
  body: Buffer;
}

/** The columns of an export: the kind's fields (what an import reads back), then whether the row is retired. */
function columns(kind: MasterDataKind): string[] {
  return [...masterDataFieldNames(MASTER_DATA_DECLARATIONS[kind]), 'retired'];
}

/**
 * A kind's rows as CSV or XLSX. Text that a spreadsheet would run as a formula (= + - @ first) is written with a
 * leading apostrophe in both formats (XLSX cells are typed strings as well, never formulas).
 */
export async function exportRows(kind: MasterDataKind, rows: MasterDataRow[], format: MasterDataExportFormat): Promise<ExportFile> {
  const header = columns(kind);
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    // A byte order mark, so a spreadsheet opens the Khmer names as UTF-8.
    const body = Buffer.from(`\uFEFF${toCsv(header, rows.map((row) => header.map((field) => row[field])))}`, 'utf8');
    return { name: `${kind}-${stamp}.csv`, type: 'text/csv; charset=utf-8', body };
  }
  const sheet: SheetData = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => header.map((field) => {
      const value = neutraliseSpreadsheetCell(row[field] ?? null);
      if (value === null) return null;
      if (typeof value === 'number') return { value, type: Number };
      if (typeof value === 'boolean') return { value, type: Boolean };
      return { value, type: String };
    })),
  ];
  const body = await writeXlsxFile(sheet, {}).toBuffer();
  return { name: `${kind}-${stamp}.xlsx`, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
}
