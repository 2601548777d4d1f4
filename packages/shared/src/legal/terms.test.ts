import { describe, expect, it } from 'vitest';
import { DEVELOPER_PLATFORM_CONDITIONS } from './developer-platform-conditions.ts';
import { hasAgreedLatestTerms, LATEST_TERMS_CREATED_AT } from './terms.ts';

describe('hasAgreedLatestTerms', () => {
  it.each([
    ['never agreed', null, null, false],
    ['agreed to an older version', '2021-05-01T10:00:00Z', null, false],
    ['agreed to the latest', '2023-01-15T10:00:00Z', null, true],
    ['agreed at the instant of the version', LATEST_TERMS_CREATED_AT, null, true],
    ['refused after agreeing', '2023-01-15T10:00:00Z', '2023-02-01T10:00:00Z', false],
    ['agreed after refusing', '2023-02-01T10:00:00Z', '2023-01-15T10:00:00Z', true],
    ['only refused', null, '2023-01-15T10:00:00Z', false],
  ])('%s', (_label, agreed, disagreed, expected) => {
    expect(hasAgreedLatestTerms(agreed, disagreed)).toBe(expected);
  });
});

describe('the developer platform conditions', () => {
  const text = DEVELOPER_PLATFORM_CONDITIONS.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');

  it('state the key terms', () => {
    expect(text).toMatch(/at least 16 years old/);
    expect(text).toMatch(/For 2 years after/);
    expect(text).toMatch(/in the 12 months before/);
    expect(DEVELOPER_PLATFORM_CONDITIONS.lastUpdated).toBe('8 December 2022');
  });

  it('is marked as the operator’s template and dated like the version in force', () => {
    expect(DEVELOPER_PLATFORM_CONDITIONS.template).toBe(true);
    expect(LATEST_TERMS_CREATED_AT).toBe('2022-12-08T00:00:00.000Z');
  });
});
