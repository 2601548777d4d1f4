import { invoiceCreateForm, invoiceEditForm } from '@kazi/shared/invoices/form';
import { DEFAULT_PAYMENT_PERIOD, type IncomingInvoiceType, utcToday } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import type { FormIssues } from '@/lib/forms/issues-resolver.ts';

/** The invoice form's values as the inputs hold them: ids and amounts as text, '' for none. */
export interface InvoiceFormValues {
  project: string;
  commitment: string;
  title: string;
  ref_invoice: string;
  issued_at: string;
  amount: string;
  commitment_amount: string;
  payment_period: string;
}

const INVOICE_FORM_FIELDS = [
  'project',
  'commitment',
  'title',
  'ref_invoice',
  'issued_at',
  'amount',
  'commitment_amount',
  'payment_period',
] as const satisfies readonly (keyof InvoiceFormValues)[];

/** Which fields a type shows (spec 001 §2, §5). */
export function fieldsOf(type: IncomingInvoiceType) {
  return {
    commitment: type === 'final',
    ref_invoice: type === 'credit_nota',
    commitment_amount: type === 'commitment' || type === 'final',
    payment_period: type !== 'credit_nota',
  };
}

/** A new invoice's values (today, 14 days), or an invoice's own for editing. */
export function invoiceFormValues(
  invoice: Invoice | undefined,
  projectId: number | undefined,
): InvoiceFormValues {
  return {
    project: String(invoice?.project.id ?? projectId ?? ''),
    commitment: invoice?.commitment ? String(invoice.commitment.id) : '',
    title: invoice?.title ?? '',
    ref_invoice: invoice?.ref_invoice ? String(invoice.ref_invoice.id) : '',
    issued_at: invoice?.issued_at.slice(0, 10) ?? utcToday(),
    amount: invoice?.amount ?? '',
    commitment_amount: invoice && Number(invoice.commitment_amount) !== 0 ? invoice.commitment_amount : '',
    payment_period: String(invoice?.payment_period ?? DEFAULT_PAYMENT_PERIOD),
  };
}

const ref = (id: string) => (id ? { id: Number(id) } : undefined);

/** The fields every save sends; a field the type does not show is left out (the server gives it 0 or none). */
function fieldsBody(type: IncomingInvoiceType, values: InvoiceFormValues) {
  const shows = fieldsOf(type);
  return {
    title: values.title,
    issued_at: values.issued_at,
    amount: values.amount,
    ...(shows.commitment_amount && values.commitment_amount !== ''
      ? { commitment_amount: values.commitment_amount }
      : {}),
    ...(shows.payment_period ? { payment_period: Number(values.payment_period) } : {}),
    ...(shows.ref_invoice ? { ref_invoice: ref(values.ref_invoice) ?? null } : {}),
    ...(shows.commitment ? { commitment: ref(values.commitment) ?? null } : {}),
  };
}

/** POST invoices/ body. */
export function createBody(type: IncomingInvoiceType, values: InvoiceFormValues) {
  return { type, project: ref(values.project), ...fieldsBody(type, values) };
}

/** PATCH invoices/{id}/ body: the fields and the revision they were read at (stale → 409). */
export function editBody(type: IncomingInvoiceType, invoice: Invoice, values: InvoiceFormValues) {
  return { ...fieldsBody(type, values), revision: invoice.revision };
}

/** The shared schema's issues for the body the form would send, by the form's fields. */
export function invoiceFormIssues(
  type: IncomingInvoiceType,
  invoice: Invoice | undefined,
  values: InvoiceFormValues,
): FormIssues {
  const parsed = invoice
    ? invoiceEditForm(type).safeParse(fieldsBody(type, values))
    : invoiceCreateForm(type).safeParse(createBody(type, values));
  if (parsed.success) return {};
  const issues: FormIssues = {};
  for (const issue of parsed.error.issues) {
    const field = INVOICE_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

/** A 400's key (`ref_invoice.id`) → the form's field. */
export const serverField = (key: string) => INVOICE_FORM_FIELDS.find((name) => name === key.split('.')[0]);
