import { expect, test } from './fixtures.ts';

// The invoice PDF from the production build (pdfkit and its fonts bundled as the server runs
// them): the client downloads a generated demo invoice of theirs; another client's is 404.

test('a client downloads a generated invoice of theirs as a PDF, never another client’s', async ({
  page,
  loginAs,
}) => {
  await loginAs('client', { via: 'api', goto: null });
  const list = await page.request.get('/api/invoices/?search=Checkout%20A%2FB');
  expect(list.status()).toBe(200);
  const [invoice] = (await list.json()).results as { number: string; download_url: string | null }[];
  expect(invoice?.download_url).toMatch(/^\/api\/invoices\/\d+\/download\/\?format=pdf$/);

  const pdf = await page.request.get(invoice?.download_url as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`attachment; filename="${invoice?.number}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await loginAs('admin', { via: 'api', goto: null });
  const theirs = await page.request.get('/api/invoices/?search=Booking%20portal%3A%20first%20sprint');
  const [foreign] = (await theirs.json()).results as { download_url: string }[];
  await loginAs('client', { via: 'api', goto: null });
  expect((await page.request.get(foreign?.download_url as string)).status()).toBe(404);
});
