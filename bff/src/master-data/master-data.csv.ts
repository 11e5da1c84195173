import { neutraliseSpreadsheetCell, type MasterDataValue } from '@cis/contracts';

/**
 * RFC 4180 CSV: fields separated by commas, quoted with " when they hold a comma, a quote or a line break ("" is a
 * quote inside). A byte order mark and CRLF line ends are accepted. Answers the records, each the list of its cells.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  // A blank line (a trailing one, most often) is no record.
  return records.filter((r) => !(r.length === 1 && r[0].trim() === ''));
}

/**
 * One CSV cell: text that a spreadsheet would run as a formula (= + - @ first) gets an apostrophe and is quoted;
 * any cell holding a comma, a quote, a line break or an apostrophe guard is quoted.
 */
export function csvCell(value: MasterDataValue | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = neutraliseSpreadsheetCell(value);
  const text = String(safe);
  const guarded = typeof safe === 'string' && safe !== value;
  return guarded || /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Array<Array<MasterDataValue | undefined>>): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}
