import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './error-message.ts';
import { detailBody, validationErrorBody } from './errors.ts';

describe('firstErrorMessage', () => {
  it.each([
    ['a detail', { detail: 'Not found.' }, 'Not found.'],
    [
      'the first field message',
      { email: ['Enter a valid email address', 'Other'] },
      'Enter a valid email address',
    ],
    [
      'non_field_errors',
      { non_field_errors: ['Unable to log in with provided credentials.'] },
      'Unable to log in with provided credentials.',
    ],
    ['the first usable value in order', { a: [], b: '', c: [1], d: ['Second'] }, 'Second'],
    ['a string before later arrays', { detail: 'First', field: ['Later'] }, 'First'],
  ])('finds %s', (_label, body, message) => {
    expect(firstErrorMessage(body)).toBe(message);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'oops'],
    ['a number', 500],
    ['an empty object', {}],
    ['an object without messages', { count: 3, results: [] }],
  ])('answers null for %s', (_label, body) => {
    expect(firstErrorMessage(body)).toBeNull();
  });
});

describe('error body schemas', () => {
  it('accepts the docs/api.md shapes', () => {
    expect(validationErrorBody.safeParse({ email: ['x'], 'company.name': ['y'] }).success).toBe(true);
    expect(detailBody.safeParse({ detail: 'A server error occurred.', request_id: 'abc' }).success).toBe(
      true,
    );
    expect(detailBody.safeParse({ detail: 'Not found.' }).success).toBe(true);
  });

  it('refuses other shapes', () => {
    expect(validationErrorBody.safeParse({ email: 'not a list' }).success).toBe(false);
    expect(detailBody.safeParse({ message: 'x' }).success).toBe(false);
  });
});
