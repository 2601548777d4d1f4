import { describe, expect, it } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { detectFileType, isAllowed } from './sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const padded = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64, 0x20)]);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EXE = bytes(
  'MZ',
  [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00],
  'This program cannot be run in DOS mode',
);

describe('detectFileType by content', () => {
  it.each([
    ['png', solidPng(2, 2, [1, 2, 3]), 'a.png', 'image/png', 'image'],
    ['jpeg', padded(bytes([0xff, 0xd8, 0xff, 0xe0])), 'a.jpg', 'image/jpeg', 'image'],
    ['gif87a', padded(bytes('GIF87a')), 'a.gif', 'image/gif', 'image'],
    ['gif89a', padded(bytes('GIF89a')), 'a.gif', 'image/gif', 'image'],
    ['webp', padded(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')), 'a.webp', 'image/webp', 'image'],
    ['heic', padded(bytes([0, 0, 0, 0x18], 'ftypheic')), 'a.heic', 'image/heic', 'image'],
    ['pdf', padded(bytes('%PDF-1.7\n')), 'a.pdf', 'application/pdf', 'document'],
    ['rtf', padded(bytes('{\\rtf1\\ansi')), 'a.rtf', 'application/rtf', 'document'],
    [
      'docx (zip magic)',
      padded(bytes(ZIP)),
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'document',
    ],
    [
      'xlsx (zip magic)',
      padded(bytes(ZIP)),
      'Sheet.XLSX',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'document',
    ],
    ['odt (zip magic)', padded(bytes(ZIP)), 'a.odt', 'application/vnd.oasis.opendocument.text', 'document'],
    ['doc (ole magic)', padded(bytes(OLE)), 'old.doc', 'application/msword', 'document'],
    ['xls (ole magic)', padded(bytes(OLE)), 'old.xls', 'application/vnd.ms-excel', 'document'],
    ['csv text', bytes('name,amount\nAmina,12.50\nChidi,"3,00"\n'), 'pay.csv', 'text/csv', 'document'],
    ['utf-8 csv', Buffer.from('naam,bedrag\nSøren,€12\n', 'utf8'), 'pay.csv', 'text/csv', 'document'],
    ['tsv text', bytes('a\tb\n1\t2\n'), 'pay.tsv', 'text/tab-separated-values', 'document'],
  ] as const)('recognises %s', (_label, content, name, mime, kind) => {
    expect(detectFileType(content, name)).toEqual({ mime, kind });
  });

  it('believes the bytes, not the name, for formats with a signature', () => {
    expect(detectFileType(solidPng(2, 2, [0, 0, 0]), 'scan.pdf')).toEqual({
      mime: 'image/png',
      kind: 'image',
    });
    expect(detectFileType(padded(bytes('%PDF-1.4')), 'photo.png')?.mime).toBe('application/pdf');
  });

  it.each([
    ['an exe renamed .pdf', EXE, 'invoice.pdf'],
    ['an exe renamed .csv', EXE, 'invoice.csv'],
    ['an exe renamed .docx', EXE, 'invoice.docx'],
    ['a zip named .exe', padded(bytes(ZIP)), 'setup.exe'],
    ['a zip named .zip', padded(bytes(ZIP)), 'archive.zip'],
    ['a zip without extension', padded(bytes(ZIP)), 'archive'],
    ['an OLE file named .msi', padded(bytes(OLE)), 'setup.msi'],
    ['a csv holding a NUL byte', bytes('a,b\n1,', [0], '2\n'), 'data.csv'],
    [
      'a csv that is not UTF-8',
      bytes('a,b\n', [0xc3, 0x28], ',x\n', 'more text to pass the tail'),
      'data.csv',
    ],
    ['plain text named .txt', bytes('hello'), 'notes.txt'],
    ['html', bytes('<html><script>alert(1)</script>'), 'page.html'],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf'],
    ['a truncated png signature', bytes([0x89, 0x50, 0x4e]), 'a.png'],
  ])('refuses %s', (_label, content, name) => {
    expect(detectFileType(content, name)).toBeNull();
  });
});

describe('isAllowed', () => {
  const png = { mime: 'image/png', kind: 'image' } as const;
  const pdf = { mime: 'application/pdf', kind: 'document' } as const;

  it('takes images wherever documents are accepted', () => {
    expect(isAllowed(png, 'document')).toBe(true);
    expect(isAllowed(pdf, 'document')).toBe(true);
  });

  it('takes only images where images are asked for', () => {
    expect(isAllowed(png, 'image')).toBe(true);
    expect(isAllowed(pdf, 'image')).toBe(false);
  });
});

describe('text detection over the 8 KiB sample', () => {
  it('accepts a UTF-8 csv whose sample ends inside a character', () => {
    const csv = Buffer.concat([Buffer.from('a'.repeat(8191)), Buffer.from('€,1\n', 'utf8')]);
    expect(detectFileType(csv, 'long.csv')?.mime).toBe('text/csv');
  });

  it('refuses a csv that ends inside a character', () => {
    const csv = Buffer.concat([Buffer.from('a,b\n'), Buffer.from('€', 'utf8').subarray(0, 2)]);
    expect(detectFileType(csv, 'cut.csv')).toBeNull();
  });
});
