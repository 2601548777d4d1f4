import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from './people-helpers.ts';

/**
 * The payments journeys run beside others on one demo database: they read the demo invoices and
 * change only invoices of projects they create themselves.
 */

export interface InvoiceProject {
  id: number;
  title: string;
}

/** A new project owned by a demo client (client@demo.test unless given), without a team. */
export async function invoiceProject(
  baseURL: string,
  label: string,
  ownerEmail = 'client@demo.test',
): Promise<InvoiceProject> {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const owner = await admin.candidate('owner', ownerEmail);
    const stamp = Date.now().toString(36);
    const title = `Payments ${label} ${stamp}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title,
      description: `A project of the payments journey (${label}).`,
      type: 'web',
      expected_start_date: new Date().toISOString().slice(0, 10),
      currency: 'EUR',
      invoicing_email: `billing-${stamp}@example.test`,
      owner: { id: owner.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).id as number, title };
  } finally {
    await admin.dispose();
  }
}

export interface NewInvoice {
  id: number;
  title: string;
}

/** Finance (payadmin@demo.test) creates draft payments on a project, `YYYY-MM-DD` invoice date today. */
export async function createPayments(
  baseURL: string,
  projectId: number,
  payments: { title: string; amount: string }[],
): Promise<NewInvoice[]> {
  const finance = await apiAs(baseURL, 'payadmin@demo.test');
  try {
    const created: NewInvoice[] = [];
    for (const payment of payments) {
      const response = await finance.post('/api/invoices/', {
        type: 'sale',
        project: { id: projectId },
        title: payment.title,
        issued_at: new Date().toISOString().slice(0, 10),
        amount: payment.amount,
        payment_period: 14,
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push({ id: (await response.json()).id as number, title: payment.title });
    }
    return created;
  } finally {
    await finance.dispose();
  }
}

/** Finance generates invoices (each gets its number and is mailed to the project's invoicing e-mail). */
export async function generateInvoices(baseURL: string, ids: number[]): Promise<void> {
  const finance = await apiAs(baseURL, 'payadmin@demo.test');
  try {
    for (const id of ids) {
      const response = await finance.post(`/api/invoices/${id}/generate/`, {});
      expect(response.status(), await response.text()).toBe(200);
    }
  } finally {
    await finance.dispose();
  }
}

/** The first invoice whose title contains `search`, as finance finds it. */
export async function findInvoice(
  baseURL: string,
  search: string,
): Promise<{ id: number; title: string; project: { id: number; title: string } }> {
  const finance = await apiAs(baseURL, 'payadmin@demo.test');
  try {
    const response = await finance.get(`/api/invoices/?search=${encodeURIComponent(search)}`);
    expect(response.status(), await response.text()).toBe(200);
    const [invoice] = (await response.json()).results;
    expect(invoice, `an invoice titled like "${search}"`).toBeTruthy();
    return invoice;
  } finally {
    await finance.dispose();
  }
}

/** The payments table and one of its rows by the invoice's title. */
export const paymentsTable = (page: Page): Locator => page.getByRole('table', { name: 'Payments' });
export const paymentRow = (page: Page, title: string): Locator =>
  paymentsTable(page).getByRole('row').filter({ hasText: title });

/** The list's filters, as links. */
export const filterLinks = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Payment filters' }).getByRole('link');
