import { z } from 'zod';
import { invoicesMessages } from '../messages/invoices.ts';
import type { IncomingInvoiceType } from './rules.ts';
import { invoiceCreateBody, invoiceEditBody } from './schemas.ts';

const M = invoicesMessages.invoices.form;

/** The invoice form's project, the only thing a preset project leaves out: 'Select a project'. */
const projectChoice = z.object({ id: z.number().int().positive() }, { error: M.projectRequired });

/**
 * What the invoice form asks by type (spec 001 §5): a credit note names the invoice it corrects;
 * commitment payments and final invoices carry a commitment amount.
 */
function typeRules(type: IncomingInvoiceType) {
  return (body: { ref_invoice?: unknown; commitment_amount?: unknown }, ctx: z.RefinementCtx) => {
    if (type === 'credit_nota' && !body.ref_invoice) {
      ctx.addIssue({ code: 'custom', path: ['ref_invoice'], message: M.referenceRequired });
    }
    if ((type === 'commitment' || type === 'final') && body.commitment_amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['commitment_amount'], message: M.commitmentAmountRequired });
    }
  };
}

/** The create form's body: `invoiceCreateBody` with the type's rules and the spec's project message. */
export const invoiceCreateForm = (type: IncomingInvoiceType) =>
  invoiceCreateBody.extend({ project: projectChoice }).superRefine(typeRules(type));

/** The edit form's body (the invoice's type stays). */
export const invoiceEditForm = (type: IncomingInvoiceType) => invoiceEditBody.superRefine(typeRules(type));
