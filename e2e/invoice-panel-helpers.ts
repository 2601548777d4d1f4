import { expect, type Locator, type Page } from '@playwright/test';
import { createPayments, type NewInvoice, paymentRow } from './payments-helpers.ts';
import { apiAs } from './people-helpers.ts';

/** A unique invoice title, so a journey finds its own row. */
export const invoiceTitle = (label: string) => `${label} ${Date.now().toString(36)}`;

/**
 * Finance (payadmin@demo.test) creates draft payments of 1,000.00 on a project of the journey's
 * own (the journeys share one demo database), and sends those asked for approval.
 */
export async function financeCreatesPayments(
  baseURL: string,
  projectId: number,
  invoices: { label: string; sendForApproval: boolean }[],
): Promise<NewInvoice[]> {
  const created = await createPayments(
    baseURL,
    projectId,
    invoices.map(({ label }) => ({ title: invoiceTitle(label), amount: '1000.00' })),
  );
  const sent = created.filter((_, index) => invoices[index]?.sendForApproval);
  for (const invoice of sent) {
    await patchInvoiceAs(baseURL, 'payadmin@demo.test', invoice.id, { action: 'send_for_approval' });
  }
  return created;
}

/** Someone else changes an invoice behind the page's back (a stale form, a taken action). */
export async function patchInvoiceAs(baseURL: string, email: string, id: number, body: unknown) {
  const client = await apiAs(baseURL, email);
  try {
    const response = await client.patch(`/api/invoices/${id}/`, body);
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await client.dispose();
  }
}

/** The project's payments list. */
export const projectPaymentsUrl = (projectId: number) => `/projects/${projectId}/pay/payments/all`;

/** Opens an invoice's side panel from its row of the list; returns the panel. */
export async function openInvoicePanel(page: Page, title: string): Promise<Locator> {
  await paymentRow(page, title).getByText(title, { exact: true }).click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel.getByRole('tab', { name: 'Details' })).toBeVisible();
  return panel;
}

/** Chooses an action in the panel's Action select. */
export async function chooseAction(page: Page, panel: Locator, action: string): Promise<void> {
  await panel.getByRole('textbox', { name: 'Action' }).click();
  await page.getByRole('option', { name: action, exact: true }).click();
}

/** The actions the panel's Action select offers now. */
export async function offeredActions(page: Page, panel: Locator): Promise<string[]> {
  await panel.getByRole('textbox', { name: 'Action' }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

/** Answers the confirmation that precedes every action. */
export async function confirmAction(page: Page, question: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText(question)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
}
