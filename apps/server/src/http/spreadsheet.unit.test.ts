import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvLine, csvOf, inertCell, xlsxOf } from './spreadsheet.ts';

describe('formula injection', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
    ['Amina', 'Amina'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (text, cell) => expect(inertCell(text)).toBe(cell));
});

describe('CSV', () => {
  it('quotes what needs quoting, doubles quotes, leaves numbers and empty cells bare', () => {
    const csv = csvOf({
      header: ['Name', 'Hours', 'When'],
      rows: [
        ['Okello, Amina', 7.25, new Date('2026-11-24T10:05:59Z')],
        ['Say "hi"', null, null],
        ['\rReturn', 0, null],
      ],
    }).toString('utf8');
    expect(csv).toBe(
      '\uFEFFName,Hours,When\r\n"Okello, Amina",7.25,2026-11-24 10:05\r\n"Say ""hi""",,\r\n"\'\rReturn",0,\r\n',
    );
  });
});

describe('CSV lines', () => {
  it.each<[string, Parameters<typeof csvLine>[0], string]>([
    [
      'text cells neutralised and quoted',
      ['=HYPERLINK("x")', '-1', 'a,b'],
      `"'=HYPERLINK(""x"")",'-1,"a,b"\r\n`,
    ],
    ['a line break inside a cell', ['one\ntwo', '@x'], `"one\ntwo",'@x\r\n`],
    [
      'amounts written as numbers, negative ones too',
      [{ decimal: '-12.50' }, { decimal: '1250.00' }],
      '-12.50,1250.00\r\n',
    ],
    ['an amount that is no decimal is text', [{ decimal: '=1+1' }, { decimal: '-1,5' }], `'=1+1,"'-1,5"\r\n`],
    ['empty cells and UTF-8 text', [null, 'Zoë “quoted”', ''], ',Zoë “quoted”,\r\n'],
  ])('%s', (_name, row, line) => expect(csvLine(row)).toBe(line));
});

describe('xlsx', () => {
  it('writes text cells neutralised, numbers and dates as such, shaded columns and bold rows', async () => {
    const bytes = await xlsxOf({
      name: 'November 2026',
      header: ['Name', '=Sat'],
      rows: [
        ['@me', 8],
        ['Total', new Date('2026-11-24T10:05:00Z')],
      ],
      shadedColumns: [1],
      boldRows: [1],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('November 2026') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(2).value).toBe("'=Sat");
    expect(sheet.getRow(2).getCell(1).value).toBe("'@me");
    expect(sheet.getRow(2).getCell(2).value).toBe(8);
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2026-11-24T10:05:00Z'));
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(3).font?.bold).toBe(true);
    expect(sheet.getRow(2).font?.bold).toBeFalsy();
    expect((sheet.getRow(2).getCell(2).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFE9ECEF');
    expect(sheet.getRow(2).getCell(1).fill).toBeUndefined();
  });
});
