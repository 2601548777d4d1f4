import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftFormPath,
  draftToFields,
  draftToRequest,
  EMPTY_DRAFT,
  firstIncompleteStep,
  parseDraft,
  serializeDraft,
  stepErrors,
  stepIssues,
  WIZARD_STEPS,
} from './draft.ts';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const filled = {
  ...EMPTY_DRAFT,
  title: ' Shop ',
  description: 'Build it',
  type: 'web' as const,
  expected_start_date: future(3),
  invoicing_email: 'pay@example.test',
};

describe('wizard steps', () => {
  it('sends a link into a later step back to the first incomplete one', () => {
    expect(firstIncompleteStep(EMPTY_DRAFT, 'dedicated', 2)).toBe(0);
    expect(firstIncompleteStep(filled, 'dedicated', 2)).toBe(2);
    expect(firstIncompleteStep({ ...filled, invoicing_email: 'nope' }, 'dedicated', 2)).toBe(1);
    expect(firstIncompleteStep(EMPTY_DRAFT, 'dedicated', 0)).toBe(0);
    expect(firstIncompleteStep(EMPTY_DRAFT, 'managed', 1)).toBe(0);
  });

  it('checks only the fields of the current step', () => {
    const [details, documentation] = WIZARD_STEPS.dedicated as [never, never];
    expect(stepErrors(EMPTY_DRAFT, 'dedicated', details)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      type: 'Project type is required',
      expected_start_date: 'Start date is required',
    });
    expect(stepErrors(filled, 'dedicated', details)).toEqual({});
    expect(stepErrors({ ...filled, invoicing_email: 'nope' }, 'dedicated', documentation)).toEqual({
      invoicing_email: 'Invalid email address.',
    });
  });

  it('sends the no-end-date sentinel, and refuses it on opportunities', () => {
    expect(draftToFields({ ...filled, no_end_date: true }, 'dedicated', false).expected_end_date).toBe(
      '2099-12-31',
    );
    const opportunity = { ...filled, category: 'project' as const, no_end_date: true };
    expect(draftErrors(opportunity, 'opportunity').expected_end_date).toBe(
      'An opportunity needs an end date',
    );
  });

  it('asks an opportunity for title, description, category and start date; the contact e-mail only if given', () => {
    expect(Object.keys(draftErrors(EMPTY_DRAFT, 'opportunity')).sort()).toEqual(
      ['category', 'description', 'expected_start_date', 'title'].sort(),
    );
    const ready = { ...filled, category: 'dedicated' as const };
    expect(draftErrors(ready, 'opportunity')).toEqual({});
    expect(draftErrors({ ...ready, contact_email: 'x' }, 'opportunity')).toEqual({
      contact_email: 'Invalid email address.',
    });
  });

  it('builds the create body of each kind', () => {
    expect(draftToFields(filled, 'dedicated', false)).toEqual({
      stage: 'active',
      category: 'dedicated',
      title: 'Shop',
      description: 'Build it',
      type: 'web',
      expected_start_date: filled.expected_start_date,
      currency: 'EUR',
      invoicing_email: 'pay@example.test',
    });
    expect(
      draftToFields({ ...filled, amount: '100', payment_type: 'fixed' }, 'managed', false).payment_structure,
    ).toEqual({
      payment_type: 'fixed',
      amount: '100',
      hours_per_week: null,
    });
  });

  it('sends multipart with nested keys when a document has a file', () => {
    const file = new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' });
    const request = draftToRequest(
      {
        ...filled,
        skills: ['React'],
        documents: [{ title: 'Brief', type: 'requirements', description: '', source: 'file', file, url: '' }],
      },
      'dedicated',
      false,
    );
    expect(request).toBeInstanceOf(FormData);
    const form = request as FormData;
    expect(form.get('skills[0]')).toBe('React');
    expect(form.get('documents[0][title]')).toBe('Brief');
    expect((form.get('documents[0][file]') as File).name).toBe('brief.pdf');
  });

  it('keeps a draft in storage without its files', () => {
    const file = new File(['x'], 'a.png');
    const text = serializeDraft({
      ...filled,
      documents: [{ title: 'A', type: 'other', description: '', source: 'file', file, url: '' }],
    });
    const back = parseDraft(text);
    expect(back?.title).toBe(' Shop ');
    expect(back?.documents[0]?.file).toBeNull();
    expect(parseDraft('not json')).toBeNull();
  });
});

describe('the wizard form’s paths', () => {
  it('brings the body’s keys to the draft’s fields', () => {
    expect(draftFormPath('payment_structure.amount')).toBe('amount');
    expect(draftFormPath('payment_structure')).toBe('amount');
    expect(draftFormPath('cm')).toBe('team.cm');
    expect(draftFormPath('participation.0.payment_structure.hours_per_week')).toBe(
      'team.members.0.hours_per_week',
    );
    expect(draftFormPath('documents.1.url')).toBe('documents.1.url');
    expect(draftFormPath('non_field_errors')).toBeUndefined();
  });

  it('checks a step’s documents and the team step’s rows', () => {
    const [, documentation, team] = WIZARD_STEPS.dedicated as [never, never, never];
    const link = {
      title: 'Spec',
      type: 'other' as const,
      description: '',
      source: 'url' as const,
      file: null,
    };
    expect(stepIssues({ ...filled, documents: [{ ...link, url: 'x' }] }, 'dedicated', documentation)).toEqual(
      {
        'documents.0.url': 'Invalid link',
      },
    );
    const amina = { id: 7, display_name: 'Amina', avatar_url: null };
    const row = { user: amina, hours_per_week: '', payout_rate: '0', client_rate: '0' };
    expect(stepIssues({ ...filled, team: { ...filled.team, members: [row] } }, 'dedicated', team)).toEqual({
      'team.members.0.hours_per_week': 'Team member(s) details required',
    });
  });
});
