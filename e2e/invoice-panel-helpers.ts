import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from './people-helpers.ts';
import { timesheetProject } from './timesheets-helpers.ts';

/**
 * The invoice journeys run in parallel with others on one demo database: each works on a project
 * of its own (client@demo.test its owner) and on invoices it creates, never on the demo's.
 */
export async function invoiceProject(baseURL: string, label: string) {
  return timesheetProject(baseURL, `invoices ${label}`);
}

/** A unique invoice title, so a journey finds its own row. */
export const invoiceTitle = (label: string) => `${label} ${Date.now().toString(36)}`;

export interface CreatedInvoice {
  id: number;
  title: string;
}

/**
 * Finance (payadmin@demo.test) creates payments through the API: each a draft of 1,000.00 dated
 * today, sent for approval when asked.
 */
export async function financeCreatesPayments(
  baseURL: string,
  projectId: number,
  invoices: { label: string; sendForApproval: boolean }[],
): Promise<CreatedInvoice[]> {
  const finance = await apiAs(baseURL, 'payadmin@demo.test');
  try {
    const created: CreatedInvoice[] = [];
    for (const { label, sendForApproval } of invoices) {
      const title = invoiceTitle(label);
      const response = await finance.post('/api/invoices/', {
        type: 'sale',
        project: { id: projectId },
        title,
        issued_at: new Date().toISOString().slice(0, 10),
        amount: '1000.00',
        payment_period: 14,
      });
      expect(response.status(), await response.text()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      if (sendForApproval) {
        const sent = await finance.patch(`/api/invoices/${id}/`, { action: 'send_for_approval' });
        expect(sent.status(), await sent.text()).toBe(200);
      }
      created.push({ id, title });
    }
    return created;
  } finally {
    await finance.dispose();
  }
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
  await page.getByRole('row').filter({ hasText: title }).getByText(title, { exact: true }).click();
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
