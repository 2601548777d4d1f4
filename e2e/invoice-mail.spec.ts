import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// Generating an invoice mails it with its PDF (ADR 032): finance creates and generates an invoice
// through the API, and the admin finds the mail in the dev mailbox (Outbox) with its CC address
// and the PDF attached, which downloads as the invoice's PDF.

async function post(page: Page, path: string, data: object) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post(path, { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('finance generates an invoice and the Outbox shows its mail with the PDF attached', async ({
  page,
  loginAs,
}) => {
  await loginAs('payadmin', { via: 'api', goto: null });
  const projects = await page.request.get('/api/projects/?search=Acme%20web%20shop&show_all=true');
  const [project] = (await projects.json()).results as { id: number }[];
  const title = `Mailed with its PDF ${Date.now()}`;
  const created = await post(page, '/api/invoices/', {
    type: 'sale',
    project: project?.id,
    title,
    issued_at: new Date().toISOString().slice(0, 10),
    amount: '1234.50',
  });
  const generated = await post(page, `/api/invoices/${created.id}/generate/`, {});
  const number = generated.number as string;
  expect(number).toMatch(/^INV-\d{4}-\d{4}$/);

  await loginAs('admin', { via: 'api', goto: '/outbox' });
  await page.getByRole('table').getByText(`Invoice ${number} from Kazi B.V.`).click();
  const panel = page.getByRole('dialog', { name: `Invoice ${number} from Kazi B.V.` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Cc:');
  const attachment = panel.getByRole('link', { name: `Download ${number}.pdf` });
  await expect(attachment).toHaveText(`${number}.pdf`);
  await expect(panel).toContainText(`Please find attached invoice ${number}`);
  await expectNoA11yViolations(page);
  await shot(page, 'outbox-invoice-mail');

  const pdf = await page.request.get((await attachment.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
