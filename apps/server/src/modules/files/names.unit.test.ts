import { describe, expect, it } from 'vitest';
import { storedFileName } from './names.ts';

describe('storedFileName', () => {
  it.each([
    ['invoice\u202efdp.exe', 'application/pdf', 'invoicefdp.pdf'],
    ['report\u2066.pdf\u2069.exe', 'application/pdf', 'report.pdf.pdf'],
    ['cv\u200f\u061c.pdf', 'application/pdf', 'cv.pdf'],
    ['line\nbreak\r\tand\u0000nul\u007f.pdf', 'application/pdf', 'linebreakandnul.pdf'],
    ['C1\u0085next\u2028line.pdf', 'application/pdf', 'C1nextline.pdf'],
  ])('drops bidi and control characters: %j → %s', (name, mime, stored) => {
    expect(storedFileName(name, mime)).toBe(stored);
  });

  it.each([
    ['photo.exe', 'image/png', 'photo.png'],
    ['scan', 'image/jpeg', 'scan.jpg'],
    ['holiday.JPEG', 'image/jpeg', 'holiday.jpeg'],
    ['Report.PDF', 'application/pdf', 'Report.pdf'],
    ['archive.tar', 'application/pdf', 'archive.pdf'],
    ['my.report v2', 'application/pdf', 'my.report v2.pdf'],
    ['budget.csv', 'text/csv', 'budget.csv'],
    ['notes.doc', 'application/msword', 'notes.doc'],
    ['.pdf', 'application/pdf', 'file.pdf'],
    ['trailing dots...', 'image/gif', 'trailing dots.gif'],
  ])('takes the extension of the detected type: %j (%s) → %s', (name, mime, stored) => {
    expect(storedFileName(name, mime)).toBe(stored);
  });

  it('keeps accents and replaces what a header or a path would read as syntax', () => {
    expect(storedFileName('Résumé "final" a/b\\c.pdf', 'application/pdf')).toBe('Résumé _final_ a_b_c.pdf');
  });

  it('keeps at most 200 characters, extension included', () => {
    const stored = storedFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(stored).toHaveLength(200);
    expect(stored.endsWith('a.pdf')).toBe(true);
  });
});
