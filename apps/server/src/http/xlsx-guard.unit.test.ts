import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxWithinLimits } from './xlsx-guard.ts';

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet').addRow(['Reference', 'Amount']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The offset of the first central directory entry (from the end-of-directory record). */
function directoryOffset(bytes: Buffer): number {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return bytes.readUInt32LE(end + 16);
}

describe('xlsxWithinLimits', () => {
  it('lets an ordinary workbook through', async () => {
    expect(xlsxWithinLimits(await workbook())).toBe(true);
  });

  it('refuses what is not a ZIP, or a cut one', async () => {
    const bytes = await workbook();
    expect(xlsxWithinLimits(Buffer.from('plain text, not a zip'))).toBe(false);
    expect(xlsxWithinLimits(bytes.subarray(0, bytes.length - 30))).toBe(false);
  });

  it('refuses an entry that says it unpacks past the limit (a ZIP bomb), before inflating it', async () => {
    const bytes = Buffer.from(await workbook());
    bytes.writeUInt32LE(200 * 1024 * 1024, directoryOffset(bytes) + 24);
    expect(xlsxWithinLimits(bytes)).toBe(false);
  });
});
