import { z } from 'zod';
import { invoicesMessages } from '../messages/invoices.ts';
import type { IncomingInvoiceType } from './rules.ts';
import { invoiceCreateBody, invoiceEditBody } from './schemas.ts';

const M = invoicesMessages.invoices.form;

/** The invoice form's project, the only thing a preset project leaves out: 'Select a project'. */
const projectChoice = z.object({ id: z.number().int().positive() }, { error: M.projectRequired });

interface TypeFields {
  ref_invoice?: unknown;
  commitment_amount?: unknown;
}

/**
 * What the invoice form asks by type (spec 001 §5): a credit note names the invoice it corrects;
 * a commitment payment carries its commitment amount (a final invoice may draw on one, or not,
 * as the server reads it). Checked with the other
 * fields' problems (`when`), so the form shows every missing field at once.
 */
function withTypeRules<T extends z.ZodType<TypeFields>>(schema: T, type: IncomingInvoiceType) {
  const always = { when: () => true };
  return schema
    .refine((body) => type !== 'credit_nota' || Boolean(body?.ref_invoice), {
      ...always,
      path: ['ref_invoice'],
      message: M.referenceRequired,
    })
    .refine((body) => type !== 'commitment' || body?.commitment_amount !== undefined, {
      ...always,
      path: ['commitment_amount'],
      message: M.commitmentAmountRequired,
    });
}

/** The create form's body: `invoiceCreateBody` with the type's rules and the spec's project message. */
export const invoiceCreateForm = (type: IncomingInvoiceType) =>
  withTypeRules(invoiceCreateBody.extend({ project: projectChoice }), type);

/** The edit form's body (the invoice's type stays). */
export const invoiceEditForm = (type: IncomingInvoiceType) => withTypeRules(invoiceEditBody, type);
