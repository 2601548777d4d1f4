import { describe, expect, it } from 'vitest';
import { profileTestResult, scoreBand } from './policy.ts';
import { testDay, testResultCreateBody, testResultPatchBody, vettingBody } from './schemas.ts';

const valid = { user: { id: 3 }, title: ' Go test ', score: 80, taken_on: '2026-01-10' };
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => String(issue.path[0])) ?? [];

describe('test result bodies', () => {
  it('trims the title and stores empty notes as none', () => {
    const parsed = testResultCreateBody.parse({ ...valid, notes: '   ' });
    expect(parsed.title).toBe('Go test');
    expect(parsed.notes).toBeNull();
  });

  it.each([0, 100, 57])('takes the score %s', (score) => {
    expect(testResultCreateBody.safeParse({ ...valid, score }).success).toBe(true);
  });

  it.each([-1, 101, 50.5, '80', null])('refuses the score %j', (score) => {
    expect(fieldsOf(testResultCreateBody.safeParse({ ...valid, score }))).toEqual(['score']);
  });

  it('refuses a future day, a day before 1900 and an impossible one', () => {
    const day = testDay(() => '2026-03-01');
    expect(day.safeParse('2026-03-01').success).toBe(true);
    expect(day.safeParse('2026-03-02').error?.issues[0]?.message).toBe('The date cannot be in the future');
    expect(day.safeParse('1899-12-31').success).toBe(false);
    expect(day.safeParse('2026-02-30').success).toBe(false);
  });

  it('needs a developer and a title, and refuses unknown keys', () => {
    expect(fieldsOf(testResultCreateBody.safeParse({ ...valid, user: undefined }))).toEqual(['user']);
    expect(fieldsOf(testResultCreateBody.safeParse({ ...valid, title: '' }))).toEqual(['title']);
    expect(testResultCreateBody.safeParse({ ...valid, created_by_id: 1 }).success).toBe(false);
    expect(testResultPatchBody.safeParse({ reviewer: null, notes: null }).success).toBe(true);
    expect(vettingBody.safeParse({ is_vetted: 'true' }).success).toBe(false);
  });
});

describe('test result policy', () => {
  const result = {
    id: 1,
    title: 'Go',
    score: 80,
    taken_on: '2026-01-10',
    reviewer: { id: 2, display_name: 'Rita' },
    notes: 'Good',
  };

  it('shows reviewer and notes only to those who manage tests', () => {
    expect(profileTestResult({ id: 9, permissions: ['tests.manage'] }, result)).toEqual(result);
    expect(profileTestResult({ id: 9, permissions: ['talent_pool.view'] }, result)).toEqual({
      id: 1,
      title: 'Go',
      score: 80,
      taken_on: '2026-01-10',
    });
  });

  it('bands scores for their badge', () => {
    expect([100, 80, 79, 50, 49, 0].map(scoreBand)).toEqual([
      'strong',
      'strong',
      'fair',
      'fair',
      'weak',
      'weak',
    ]);
  });
});
