import { MESSAGES } from '@kazi/shared/messages';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './document.ts';
import { printable } from './printable.ts';

const M = MESSAGES.invoices.pdf;
const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const PAGE_BOTTOM = 841.89 - MARGIN;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
/** Table columns: description, hours, rate, amount (x and width). */
const COLUMNS = {
  description: { x: MARGIN, width: 245 },
  hours: { x: MARGIN + 255, width: 55 },
  rate: { x: MARGIN + 320, width: 80 },
  amount: { x: MARGIN + 405, width: WIDTH - 405 },
} as const;

type Pdf = PDFKit.PDFDocument;

function text(pdf: Pdf, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  pdf.text(printable(value), x, y, { lineBreak: true, ...options });
}

function header(pdf: Pdf, doc: InvoiceDocument): number {
  pdf.font('Helvetica-Bold').fontSize(14).fillColor(INK);
  text(pdf, doc.seller.name, MARGIN, MARGIN, { width: WIDTH / 2 });
  pdf.font('Helvetica-Bold').fontSize(24);
  text(pdf, doc.title, MARGIN + WIDTH / 2, MARGIN - 4, { width: WIDTH / 2, align: 'right' });
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  let y = MARGIN + 20;
  for (const line of [...doc.seller.addressLines, doc.seller.vatNumber]) {
    text(pdf, line, MARGIN, y, { width: WIDTH / 2 });
    y = pdf.y + 1;
  }
  return y;
}

/** Bill-to on the left, number and dates on the right; returns where the table starts. */
function parties(pdf: Pdf, doc: InvoiceDocument, top: number): number {
  const y0 = top + 24;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  text(pdf, M.billTo, MARGIN, y0);
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  text(pdf, doc.billTo.name, MARGIN, y0 + 14, { width: WIDTH / 2 - 10 });
  pdf.font('Helvetica').fontSize(10);
  let left = pdf.y + 2;
  for (const line of [...doc.billTo.addressLines, ...(doc.billTo.vatNumber ? [doc.billTo.vatNumber] : [])]) {
    text(pdf, line, MARGIN, left, { width: WIDTH / 2 - 10 });
    left = pdf.y + 1;
  }
  let right = y0;
  const labelX = MARGIN + WIDTH / 2 + 20;
  const valueX = labelX + 95;
  for (const { label, value } of doc.meta) {
    pdf.font('Helvetica').fontSize(10).fillColor(MUTED);
    text(pdf, label, labelX, right, { width: 95 });
    pdf.fillColor(INK).font('Helvetica-Bold');
    text(pdf, value, valueX, right, { width: MARGIN + WIDTH - valueX, align: 'right' });
    right += 16;
  }
  if (doc.corrects) {
    pdf.font('Helvetica').fontSize(10).fillColor(INK);
    text(pdf, doc.corrects, labelX, right, { width: MARGIN + WIDTH - labelX, align: 'right' });
    right = pdf.y + 2;
  }
  return Math.max(left, right) + 28;
}

/** A horizontal line from `x` to the right margin. */
function rule(pdf: Pdf, x: number, y: number, width: number, color: string) {
  pdf
    .moveTo(x, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

function tableHeader(pdf: Pdf, y: number): number {
  pdf.rect(MARGIN, y, WIDTH, 20).fill('#f0f4f8');
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  text(pdf, M.description, COLUMNS.description.x + 6, y + 6, { width: COLUMNS.description.width - 6 });
  text(pdf, M.quantity, COLUMNS.hours.x, y + 6, { width: COLUMNS.hours.width, align: 'right' });
  text(pdf, M.rate, COLUMNS.rate.x, y + 6, { width: COLUMNS.rate.width, align: 'right' });
  text(pdf, M.lineAmount, COLUMNS.amount.x, y + 6, { width: COLUMNS.amount.width - 6, align: 'right' });
  return y + 26;
}

function table(pdf: Pdf, doc: InvoiceDocument, top: number): number {
  let y = tableHeader(pdf, top);
  pdf.font('Helvetica').fontSize(10);
  for (const line of doc.lines) {
    const description = printable(line.description);
    const height = pdf.heightOfString(description, { width: COLUMNS.description.width - 6 });
    if (y + height > PAGE_BOTTOM) {
      pdf.addPage();
      y = tableHeader(pdf, MARGIN);
      pdf.font('Helvetica').fontSize(10);
    }
    pdf.fillColor(INK);
    text(pdf, line.description, COLUMNS.description.x + 6, y, { width: COLUMNS.description.width - 6 });
    text(pdf, line.hours, COLUMNS.hours.x, y, { width: COLUMNS.hours.width, align: 'right' });
    text(pdf, line.rate, COLUMNS.rate.x, y, { width: COLUMNS.rate.width, align: 'right' });
    text(pdf, line.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width - 6, align: 'right' });
    y += height + 6;
    rule(pdf, MARGIN, y - 3, 0.5, RULE);
  }
  return y + 12;
}

function totals(pdf: Pdf, doc: InvoiceDocument, top: number): number {
  let y = top;
  if (y + 100 > PAGE_BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  const labelX = MARGIN + WIDTH - 230;
  doc.totals.forEach(({ label, value }, index) => {
    const last = index === doc.totals.length - 1;
    if (last) {
      rule(pdf, labelX, y - 2, 1, INK);
      y += 4;
    }
    pdf
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    text(pdf, label, labelX, y, { width: 120 });
    text(pdf, value, labelX + 120, y, { width: 104, align: 'right' });
    y += last ? 20 : 16;
  });
  return y + 16;
}

function notes(pdf: Pdf, doc: InvoiceDocument, top: number): void {
  let y = top;
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const note of [doc.vatNote, doc.payment]) {
    if (!note) continue;
    const height = pdf.heightOfString(printable(note), { width: WIDTH });
    if (y + height > PAGE_BOTTOM) {
      pdf.addPage();
      y = MARGIN;
    }
    text(pdf, note, MARGIN, y, { width: WIDTH });
    y = pdf.y + 8;
  }
}

/** The invoice as an A4 PDF, in pdfkit's built-in Helvetica (no font is embedded). */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: printable(`${doc.title} ${doc.meta[0]?.value ?? ''}`.trim()),
      Author: printable(doc.seller.name),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const top = parties(pdf, doc, header(pdf, doc));
  notes(pdf, doc, totals(pdf, doc, table(pdf, doc, top)));
  pdf.end();
  return done;
}
