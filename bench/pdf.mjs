// @ts-check
// `node bench/pdf.mjs` (part of `npm run bench -- api`): how long the server takes to render one
// invoice's PDF (issue 11 bar: < 150 ms), from the same modules the server runs
// (apps/server/src/modules/invoices/pdf, loaded with Node's type stripping). An invoice of 12 lines
// rendered RUNS times after a warm-up; prints mean, p50, p99 and max, and exits 2 when p99 misses
// the bar.
import { performance } from 'node:perf_hooks';

export const PDF_BAR_MS = 150;
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 200);

/** An invoice as the delivery repository loads it: 12 developers' months, home VAT. */
function sampleInvoice() {
  const billing = {
    seller: {
      name: 'Kazi B.V.',
      address: 'Keizersgracht 100, 1015 AA Amsterdam, Netherlands',
      vat_number: 'NL123456789B01',
      bank: 'IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A',
    },
    client: {
      name: 'Acme Logistics B.V.',
      address: 'Damrak 1, 1012 LG Amsterdam',
      country: 'NL',
      vat_number: 'NL000099998B57',
    },
  };
  const lines = Array.from({ length: 12 }, (_, index) => ({
    description: `Developer ${index + 1}: 152.25 h × €55.00`,
    hours: 15_225,
    rateMinor: 5500,
    amountMinor: 837_375,
  }));
  const amount = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const vat = Math.round(amount * 0.21);
  const row = {
    invoice: {
      id: 1,
      type: 'sale',
      title: 'Hours of October 2026',
      number: 'INV-2026-0042',
      issuedAt: '2026-11-03',
      dueAt: '2026-11-17',
      currency: 'EUR',
      amountMinor: amount,
      vatMinor: vat,
      totalMinor: amount + vat,
      vatMode: 'home',
      vatRateBp: 2100,
      finalized: true,
      billing,
      pdfFileId: null,
    },
    refNumber: null,
    project: { title: 'Acme web shop', invoicingEmail: 'billing@acme.test', ccPrimaryEmail: null },
    owner: null,
    company: null,
  };
  return { row, lines, billing };
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

export async function benchPdf() {
  // A computed specifier: the bench's type check does not follow it into the server's sources.
  const pdfModules = new URL('../apps/server/src/modules/invoices/pdf/', import.meta.url).href;
  const { invoiceDocument } = await import(`${pdfModules}document.ts`);
  const { renderInvoicePdf } = await import(`${pdfModules}render.ts`);
  const { row, lines, billing } = sampleInvoice();
  // Everything the server does per PDF: the document from the row, then the drawing.
  /** @returns {Promise<Buffer>} */
  const once = () => renderInvoicePdf(invoiceDocument(row, lines, billing));
  for (let run = 0; run < 10; run++) await once();
  /** @type {number[]} */
  const times = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    bytes = (await once()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return {
    runs: RUNS,
    bytes,
    mean,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPdf();
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  console.log(
    `[bench] invoice PDF (12 lines, ${result.bytes} bytes) × ${result.runs}: mean ${ms(result.mean)}, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)} (bar ${PDF_BAR_MS} ms)`,
  );
  if (result.p99 >= PDF_BAR_MS) process.exit(2);
}
