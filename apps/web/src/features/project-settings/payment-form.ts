import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectPatchBody } from '@kazi/shared/project-patch';
import {
  CURRENCIES,
  type Currency,
  type CurrencyLock,
  type ProjectDetail,
  projectEmailSchema,
} from '@kazi/shared/projects/schemas';
import { z } from 'zod';

export interface PaymentValues {
  currency: Currency;
  invoicing_email: string;
  cc_primary_email: string;
}

/** Which payment fields this user may change: the rest are shown disabled and never sent. */
export interface PaymentAccess {
  currency: boolean;
  emails: boolean;
}

type PaymentProject = Pick<
  ProjectDetail,
  'abilities' | 'currency' | 'currency_locked' | 'currency_locked_by' | 'invoicing_email' | 'cc_primary_email'
>;

export type PaymentChanges = Pick<ProjectPatchBody, 'currency' | 'invoicing_email' | 'cc_primary_email'>;

/**
 * The currency needs `manage_payment` and no client rate or invoice yet (`currency_locked`); the
 * e-mails `manage`.
 */
export function paymentAccess(project: PaymentProject): PaymentAccess {
  return {
    currency: project.abilities.manage_payment && !project.currency_locked,
    emails: project.abilities.manage,
  };
}

/** What a locked currency's 409 would say, shown under the field instead. */
const LOCKED: Record<CurrencyLock, string> = {
  client_rates: projectsMessages.projects.currencyLocked,
  invoices: invoicesMessages.invoices.errors.currencyInvoiced,
};

/** Why the currency is shown disabled: not the user's to change, or locked (and by what); else none. */
export function currencyNote(project: PaymentProject): string | undefined {
  if (!project.abilities.manage_payment) return projectsMessages.projects.currencyStaffOnly;
  if (!project.currency_locked) return undefined;
  return LOCKED[project.currency_locked_by ?? 'client_rates'];
}

export function paymentInitial(project: PaymentProject): PaymentValues {
  return {
    currency: project.currency,
    invoicing_email: project.invoicing_email ?? '',
    cc_primary_email: project.cc_primary_email ?? '',
  };
}

const invoicingEmail = z
  .string()
  .trim()
  .min(1, projectsMessages.projects.invoicingEmailRequired)
  .pipe(projectEmailSchema);
const ccEmail = z.union([z.literal(''), projectEmailSchema]);

/**
 * Validates only what the user may change: a disabled e-mail is taken as it is, so a support
 * officer can save a currency on a project without an invoicing e-mail (possible after converting
 * an opportunity).
 */
export function paymentSchema(access: PaymentAccess) {
  return z.object({
    currency: z.enum(CURRENCIES),
    invoicing_email: access.emails ? invoicingEmail : z.string(),
    cc_primary_email: access.emails ? ccEmail : z.string(),
  });
}

/** The PATCH body: the fields the user may change and did change; empty when there is nothing to save. */
export function paymentChanges(
  initial: PaymentValues,
  values: PaymentValues,
  access: PaymentAccess,
): PaymentChanges {
  const changes: PaymentChanges = {};
  if (access.currency && values.currency !== initial.currency) changes.currency = values.currency;
  if (!access.emails) return changes;
  const invoicing = values.invoicing_email.trim();
  if (invoicing !== initial.invoicing_email) changes.invoicing_email = invoicing;
  const cc = values.cc_primary_email.trim();
  if (cc !== initial.cc_primary_email) changes.cc_primary_email = cc || null;
  return changes;
}
