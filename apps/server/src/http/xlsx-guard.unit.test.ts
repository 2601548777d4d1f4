import { deflateRawSync } from 'node:zlib';
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

  it('refuses an entry that unpacks past the size it declares (a bomb that lies about its size)', async () => {
    const bytes = Buffer.from(await workbook());
    // The first entry declares a byte less than it holds: inflating stops at the claim.
    const at = directoryOffset(bytes) + 24;
    bytes.writeUInt32LE(bytes.readUInt32LE(at) - 1, at);
    expect(xlsxWithinLimits(bytes)).toBe(false);
  });

  it('refuses an entry of 5 MB of zeros that declares 1 KB; declaring its true size, it passes', () => {
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const packed = deflateRawSync(Buffer.alloc(5 * 1024 * 1024));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(1024, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(1024, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(0, 42);
    const directoryAt = local.length + name.length + packed.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(directoryAt, 16);
    const zip = Buffer.concat([local, name, packed, central, name, end]);
    expect(xlsxWithinLimits(zip)).toBe(false);
    zip.writeUInt32LE(5 * 1024 * 1024, directoryAt + 24);
    expect(xlsxWithinLimits(zip)).toBe(true);
  });

  it('refuses an entry past the counted ones, or a directory whose size says otherwise', async () => {
    const bytes = Buffer.from(await workbook());
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const fewer = Buffer.from(bytes);
    fewer.writeUInt16LE(bytes.readUInt16LE(end + 10) - 1, end + 10);
    fewer.writeUInt16LE(bytes.readUInt16LE(end + 8) - 1, end + 8);
    expect(xlsxWithinLimits(fewer)).toBe(false);
    const shorter = Buffer.from(bytes);
    shorter.writeUInt32LE(bytes.readUInt32LE(end + 12) - 46, end + 12);
    expect(xlsxWithinLimits(shorter)).toBe(false);
  });
});
