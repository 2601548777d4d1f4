import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { describe, expect, it } from 'vitest';
import {
  createBatchBody,
  emptyRow,
  payoutFormIssues,
  payoutFormValues,
  payoutServerField,
} from './payout-form.ts';

const P = invoicesMessages.invoices.payoutForm;

const values = (rows = [emptyRow()]) => ({ ...payoutFormValues(undefined, 7), title: 'November', rows });

describe('the payout form', () => {
  it('starts with the preset project, today, 14 days and one empty row', () => {
    const start = payoutFormValues(undefined, 7);
    expect(start).toMatchObject({ project: '7', payment_period: '14', rows: [emptyRow()] });
  });

  it('puts the shared rules’ problems under the rows’ fields', () => {
    expect(payoutFormIssues(undefined, values([{ user: '', user_label: '', amount: '5' }]))).toEqual({
      'rows.0.user': P.selectTeamMember,
    });
    expect(payoutFormIssues(undefined, values())).toEqual({ 'rows.root': P.rowsRequired });
    expect(payoutFormIssues(undefined, values([{ user: '3', user_label: 'A', amount: '5' }]))).toEqual({});
  });

  it('sends rows as the API takes them and maps the 400’s keys back', () => {
    expect(createBatchBody(values([{ user: '3', user_label: 'A', amount: '5.5' }])).rows).toEqual([
      { user: { id: 3 }, amount: '5.5' },
    ]);
    expect(payoutServerField('rows.2.amount')).toBe('rows.2.amount');
    expect(payoutServerField('project.id')).toBe('project');
    expect(payoutServerField('revisions')).toBeUndefined();
  });
});
