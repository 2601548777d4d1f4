import { describe, expect, it } from 'vitest';
import { type ConvertDraft, participationOf, rowIssues } from './convert-form.ts';

const draft = (rows: Partial<ConvertDraft['rows'][number]>[]): ConvertDraft => ({
  rows: rows.map((row, index) => ({
    id: index + 10,
    name: `Person ${index}`,
    picked: false,
    hours_per_week: '',
    payout_rate: '',
    client_rate: '',
    ...row,
  })),
});

describe('convert form', () => {
  it('sends only the people picked, with their hours and rates', () => {
    const value = draft([
      { picked: false },
      { picked: true, hours_per_week: 20, payout_rate: 30, client_rate: '55.5' },
    ]);
    expect(participationOf(value)).toEqual([
      { user: { id: 11 }, payment_structure: { hours_per_week: 20, payout_rate: 30, client_rate: '55.5' } },
    ]);
    expect(rowIssues(value)).toEqual({});
    expect(participationOf(draft([{}, {}]))).toEqual([]);
  });

  it('puts the team rule on the row that breaks it', () => {
    const issues = rowIssues(draft([{}, { picked: true, hours_per_week: 20 }]));
    expect(Object.keys(issues).sort()).toEqual(['rows.1.client_rate', 'rows.1.payout_rate']);
  });

  it("places the server's participation errors on the picked rows they name", () => {
    const value = draft([{ picked: true }, {}, { picked: true }]);
    const issues = rowIssues(value, {
      'participation.1.user': ['Only shortlisted people who said they are available can join the team'],
      'participation.0.payment_structure.payout_rate': ['Enter a valid amount'],
    });
    expect(issues).toEqual({
      'rows.2.picked': 'Only shortlisted people who said they are available can join the team',
      'rows.0.payout_rate': 'Enter a valid amount',
    });
  });
});
