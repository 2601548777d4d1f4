import { MAX_REPORT_IMAGES } from '@kazi/shared/reports/rules';
import type { ProgressReport } from '@kazi/shared/reports/schemas';
import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  imagesProblem,
  reportBody,
  reportFormIssues,
  reportFormValues,
  reportRequest,
} from './report-form.ts';

const developers = [
  { id: 3, display_name: 'Amina' },
  { id: 4, display_name: 'Chidi' },
];

const complete = () => ({
  ...reportFormValues(null, developers),
  status: 'on_schedule' as const,
  percentage: 40,
  accomplished: ' Login page ',
  todo: 'Sign-up',
  next_deadline: '2026-12-01',
});

describe('reportBody', () => {
  it('keeps only the fields the form asks and the open branches', () => {
    const values = {
      ...complete(),
      next_deadline_meet: 'yes' as const,
      next_deadline_fail_reason: 'left over',
      rate_deliverables: 4,
      stuck_reason: 'poor_doc' as const,
    };
    expect(reportBody('update', values)).toEqual({
      status: 'on_schedule',
      percentage: 40,
      accomplished: 'Login page',
      todo: 'Sign-up',
      next_deadline: '2026-12-01',
      next_deadline_meet: true,
    });
    expect(reportBody('client_report', values).rate_deliverables).toBe(4);
    expect(reportBody('pm_report', values).rate_deliverables).toBeUndefined();
  });

  it('an edit sends an emptied text of an open branch as empty, which clears it; a new report leaves it out', () => {
    const values = { ...complete(), next_deadline_meet: 'no' as const, remarks: '  ' };
    expect(reportBody('update', values, true)).toMatchObject({ next_deadline_fail_reason: '', remarks: '' });
    expect(reportBody('update', values)).not.toHaveProperty('remarks');
  });

  it('sends a PM’s ratings of the developers rated', () => {
    const values = complete();
    values.developer_ratings[0] = { user_id: 3, name: 'Amina', rating: 5 };
    expect(reportBody('pm_report', values).developer_ratings).toEqual([{ user: { id: 3 }, rating: 5 }]);
    expect(reportBody('update', values).developer_ratings).toBeUndefined();
  });
});

describe('reportFormIssues', () => {
  it('a blank report misses each required answer', () => {
    const issues = reportFormIssues('developer', reportFormValues(null, []));
    expect(Object.keys(issues).sort()).toEqual([
      'accomplished',
      'next_deadline',
      'percentage',
      'status',
      'todo',
    ]);
  });

  it('branches add their questions', () => {
    const values = { ...complete(), status: 'behind_stuck' as const, next_deadline_meet: 'no' as const };
    // A 'No' on the next deadline reveals its reason and remedy without requiring them (spec 000 §5).
    expect(Object.keys(reportFormIssues('developer', values)).sort()).toEqual(['stuck_reason']);
  });

  it('a PM report wants the last deadline and every developer rated, at each unrated row', () => {
    const values = complete();
    values.developer_ratings[0] = { user_id: 3, name: 'Amina', rating: 2 };
    expect(reportFormIssues('cm', values)).toEqual({
      last_deadline_met: 'This field is required.',
      'developer_ratings.1.rating': 'Rate every developer on the team.',
    });
  });

  it('a complete client report has none', () => {
    const values = { ...complete(), next_deadline_meet: 'yes' as const, rate_deliverables: 5 };
    expect(reportFormIssues('client', values)).toEqual({});
  });
});

describe('reportFormValues', () => {
  it('reloads a filed report for edit', () => {
    const report = {
      status: 'behind_stuck',
      percentage: 60,
      accomplished: 'A',
      todo: 'B',
      next_deadline: '2026-12-01',
      next_deadline_meet: false,
      next_deadline_fail_reason: 'C',
      remarks: 'D',
      stuck_reason: 'other',
      last_deadline_met: null,
      deadline_report: null,
      deadline_miss_communicated: null,
      rate_deliverables: null,
      rate_communication: null,
    } as unknown as ProgressReport;
    const values = reportFormValues(report, developers, new Map([[4, 3]]));
    expect(values).toMatchObject({
      status: 'behind_stuck',
      percentage: 60,
      next_deadline_meet: 'no',
      last_deadline_met: '',
    });
    expect(values.developer_ratings.map((row) => row.rating)).toEqual([null, 3]);
  });
});

describe('attachments', () => {
  it('images up to 5 MB', () => {
    expect(attachmentProblem({ size: 5_242_880, type: 'image/png' })).toBeNull();
    expect(attachmentProblem({ size: 5_242_881, type: 'image/png' })).toBe('Size is greater than 5Mbs');
    expect(attachmentProblem({ size: 10, type: 'application/pdf' })).toMatch(/^Error:/);
  });

  it('at most as many images as the server takes in one request', () => {
    const image = { size: 10, type: 'image/png' };
    expect(MAX_REPORT_IMAGES).toBe(10);
    expect(imagesProblem([])).toBeNull();
    expect(imagesProblem(Array(MAX_REPORT_IMAGES).fill(image))).toBeNull();
    expect(imagesProblem(Array(MAX_REPORT_IMAGES + 1).fill(image))).toBe(
      'Choose at most 10 images at a time.',
    );
    // Within the count, the first image's own problem.
    expect(imagesProblem([image, { size: 10, type: 'application/pdf' }])).toMatch(/^Error:/);
  });

  it('a request with images is multipart with nested keys', () => {
    expect(reportRequest({ a: 1 }, [])).toEqual({ a: 1 });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = reportRequest({ event: { id: 7 }, developer_ratings: [{ user: { id: 3 }, rating: 4 }] }, [
      file,
    ]);
    expect(form).toBeInstanceOf(FormData);
    const entries = [...(form as FormData).entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : 'file',
    ]);
    expect(entries).toEqual([
      ['event[id]', '7'],
      ['developer_ratings[0][user][id]', '3'],
      ['developer_ratings[0][rating]', '4'],
      ['uploads', 'file'],
    ]);
  });
});
