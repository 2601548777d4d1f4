import ExcelJS from 'exceljs';

/**
 * Tables people download as xlsx (exceljs) or CSV, written the same way whatever the domain. Text
 * typed by people (names, titles) reaches spreadsheet programs, which run a cell that starts with
 * `=`, `+`, `-` or `@` (and tab or carriage return, which some strip first) as a formula: every
 * text cell that starts so gets a leading `'`, in both formats (formula injection, ADR 028).
 */

export type SheetCell = string | number | Date | null;

export interface SheetTable {
  /** The sheet's name (xlsx): at most 31 characters, none of `[]:*?/\`. */
  name: string;
  header: string[];
  rows: SheetCell[][];
  /** Columns (0-based) shown apart, e.g. weekends: shaded in xlsx. */
  shadedColumns?: readonly number[];
  /** Rows (0-based, under the header) in bold, e.g. totals. */
  boldRows?: readonly number[];
  /** Column widths in characters (xlsx), by column; the rest are 10. */
  widths?: readonly number[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet program shows as text: a leading `'` when it would start a formula. */
export function inertCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const SHADE: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };

/** The table as an xlsx workbook of one sheet: header row bold and frozen with the first column. */
export async function xlsxOf(table: SheetTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kazi';
  const sheet = workbook.addWorksheet(table.name, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = table.header.map((_, index) => ({ width: table.widths?.[index] ?? 10 }));
  const cell = (value: SheetCell) => (typeof value === 'string' ? inertCell(value) : value);
  sheet.addRow(table.header.map(cell)).font = { bold: true };
  for (const [index, row] of table.rows.entries()) {
    const added = sheet.addRow(row.map(cell));
    if (table.boldRows?.includes(index)) added.font = { bold: true };
  }
  sheet.eachRow((row) => {
    row.eachCell((entry) => {
      if (entry.value instanceof Date) entry.numFmt = 'yyyy-mm-dd hh:mm';
    });
  });
  for (const column of table.shadedColumns ?? []) {
    sheet.getColumn(column + 1).eachCell({ includeEmpty: true }, (entry) => {
      entry.fill = SHADE;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An instant as the xlsx cells show it: `2026-11-24 10:05`, UTC. */
const instantText = (value: Date) => value.toISOString().slice(0, 16).replace('T', ' ');

/**
 * An amount in CSV as the number it is (`-12.50`): written bare, never neutralised, so a negative
 * amount stays numeric. Anything but a plain decimal is written as text.
 */
interface DecimalCell {
  decimal: string;
}
export type CsvCell = SheetCell | DecimalCell;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The byte order mark a CSV file starts with, so spreadsheet programs read UTF-8. */
export const CSV_BOM = '\uFEFF';

function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'decimal' in value) {
    if (DECIMAL.test(value.decimal)) return value.decimal;
    return csvField(value.decimal);
  }
  const text = value instanceof Date ? instantText(value) : inertCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF (RFC 4180: a field with a comma, quote or line break quoted, quotes doubled). */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(csvField).join(',')}\r\n`;
}

/** The table as CSV (RFC 4180: CRLF, quotes doubled), with a BOM so spreadsheet programs read UTF-8. */
export function csvOf(table: Pick<SheetTable, 'header' | 'rows'>): Buffer {
  return Buffer.from(CSV_BOM + [table.header, ...table.rows].map(csvLine).join(''), 'utf8');
}
