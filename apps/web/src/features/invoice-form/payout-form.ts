import {
  type PayoutBatch,
  type PayoutRowDraft,
  payoutBatchCreateForm,
  payoutBatchEditBody,
} from '@kazi/shared/invoices/payout-rows';
import { DEFAULT_PAYMENT_PERIOD, utcToday } from '@kazi/shared/invoices/rules';
import type { Path } from 'react-hook-form';
import type { FormIssues } from '@/lib/forms/issues-resolver.ts';

/** A payout row as its inputs hold it: the user's id and name ('' for none), the amount as text. */
export interface PayoutRowValues {
  user: string;
  user_label: string;
  amount: string;
}

/** The payout form's values (spec 001 §2 Invoice form, payouts). */
export interface PayoutFormValues {
  project: string;
  title: string;
  issued_at: string;
  payment_period: string;
  rows: PayoutRowValues[];
}

export const emptyRow = (): PayoutRowValues => ({ user: '', user_label: '', amount: '' });

/** A new batch's values (today, 14 days, one empty row), or a batch's own for editing. */
export function payoutFormValues(
  batch: PayoutBatch | undefined,
  projectId: number | undefined,
): PayoutFormValues {
  return {
    project: String(batch?.project.id ?? projectId ?? ''),
    title: batch?.title ?? '',
    issued_at: batch?.issued_at.slice(0, 10) ?? utcToday(),
    payment_period: String(batch?.payment_period ?? DEFAULT_PAYMENT_PERIOD),
    rows: batch
      ? batch.payouts.map((payout) => ({
          user: String(payout.user.id),
          user_label: payout.user.display_name,
          amount: payout.amount,
        }))
      : [emptyRow()],
  };
}

/** The rows as the shared rules read them. */
export const rowDrafts = (rows: readonly PayoutRowValues[]): PayoutRowDraft[] =>
  rows.map((row) => ({ user: row.user ? { id: Number(row.user) } : null, amount: row.amount }));

const fields = (values: PayoutFormValues) => ({
  title: values.title,
  issued_at: values.issued_at,
  payment_period: Number(values.payment_period),
  rows: rowDrafts(values.rows),
});

/** POST invoices/payouts/ body. */
export const createBatchBody = (values: PayoutFormValues) => ({
  project: values.project ? { id: Number(values.project) } : undefined,
  ...fields(values),
});

/** PATCH invoices/payouts/{batch_ref}/ body: with every member's revision as read (stale → 409). */
export const editBatchBody = (batch: PayoutBatch, values: PayoutFormValues) => ({
  ...fields(values),
  revisions: batch.revisions,
});

/** The shared schema's issues by the form's paths (`rows.1.user`; the rows as a whole: `rows`). */
export function payoutFormIssues(batch: PayoutBatch | undefined, values: PayoutFormValues): FormIssues {
  const parsed = batch
    ? payoutBatchEditBody.safeParse(editBatchBody(batch, values))
    : payoutBatchCreateForm.safeParse(createBatchBody(values));
  if (parsed.success) return {};
  const issues: FormIssues = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const key = path.startsWith('rows.') ? path : path === 'rows' ? 'rows.root' : path.split('.')[0];
    if (key && !issues[key]) issues[key] = issue.message;
  }
  return issues;
}

/** A 400's key → the form's field: rows keep their paths, `project.id` is `project`. */
export function payoutServerField(key: string): Path<PayoutFormValues> | undefined {
  if (/^rows\.\d+\.(user|amount)$/.test(key)) return key as Path<PayoutFormValues>;
  if (key === 'rows') return 'rows.root' as Path<PayoutFormValues>;
  const name = key.split('.')[0];
  return name && ['project', 'title', 'issued_at', 'payment_period'].includes(name)
    ? (name as Path<PayoutFormValues>)
    : undefined;
}
