import { AMOUNT_HEADERS, headerKey, REFERENCE_HEADERS } from '@kazi/shared/invoices/payout-sheets';
import { MESSAGES } from '@kazi/shared/messages';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { XLSX_TYPE } from '../../http/spreadsheet.ts';
import { xlsxWithinLimits } from '../../http/xlsx-guard.ts';
import { detectFileType } from '../files/sniff.ts';

/** A row of an uploaded sheet: its number in the sheet (the header is row 1) and the two cells read. */
export interface SheetRow {
  row: number;
  reference: string;
  amount: string | number | null;
}

/** More rows than any bank batch holds; past it the file is refused, not half read. */
const MAX_SHEET_ROWS = 50_000;

const invalid = () => AppError.field('file', MESSAGES.payoutSheets.uploadError);

/** A cell's value as text or number: formulas give their result, rich text its plain text. */
function plain(value: ExcelJS.CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean' || value instanceof Date) return String(value);
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

function columnOf(header: ExcelJS.Row, names: readonly string[]): number | null {
  let found: number | null = null;
  header.eachCell((cell, column) => {
    const text = plain(cell.value);
    if (found === null && text !== null && (names as readonly string[]).includes(headerKey(String(text)))) {
      found = column;
    }
  });
  return found;
}

/**
 * The rows of an uploaded payout sheet: another file type is 415; a file that is not a readable
 * xlsx, is over the ZIP limits, lacks a reference or amount column or has too many rows is 400
 * with the spec's upload error. Empty rows are skipped.
 */
export async function readPayoutSheet(file: UploadedFile): Promise<SheetRow[]> {
  const detected = detectFileType(file.bytes, file.fileName);
  const namedXlsx = file.fileName.toLowerCase().endsWith('.xlsx');
  if ((detected && detected.mime !== XLSX_TYPE) || (!namedXlsx && detected)) {
    throw new AppError('unsupported_type', MESSAGES.payoutSheets.uploadError);
  }
  if (!namedXlsx || !detected || !xlsxWithinLimits(file.bytes)) throw invalid();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid();
  const header = sheet.getRow(1);
  const referenceColumn = columnOf(header, REFERENCE_HEADERS);
  const amountColumn = columnOf(header, AMOUNT_HEADERS);
  if (referenceColumn === null || amountColumn === null) throw invalid();
  if (sheet.rowCount - 1 > MAX_SHEET_ROWS) throw invalid();
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const reference = plain(row.getCell(referenceColumn).value);
    const amount = plain(row.getCell(amountColumn).value);
    const text = reference === null ? '' : String(reference).trim();
    if (text === '' && (amount === null || String(amount).trim() === '')) return;
    rows.push({ row: number, reference: text, amount });
  });
  return rows;
}
