import { describe, expect, it } from 'vitest';
import { format, MESSAGES } from './messages.ts';

describe('format', () => {
  it('fills named placeholders', () => {
    expect(format(MESSAGES.dashboard.greeting, { name: 'Amina' })).toBe('Hello, Amina');
  });

  it('turns numbers into text', () => {
    expect(format(MESSAGES.api.throttled, { seconds: 900 })).toBe(
      'Request was throttled. Expected available in 900 seconds.',
    );
  });

  it('fills every occurrence and several names', () => {
    expect(format('{a} and {b} and {a}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(format('Hi {name}, {missing}', { name: 'Sam' })).toBe('Hi Sam, {missing}');
  });

  it('does not read inherited keys', () => {
    expect(format('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally (no $ patterns, no re-expansion)', () => {
    expect(format('{a}', { a: '$& {b}' })).toBe('$& {b}');
  });
});

describe('MESSAGES', () => {
  it('keeps the docs/api.md texts verbatim', () => {
    expect(MESSAGES.api.notAuthenticated).toBe('Authentication credentials were not provided.');
    expect(MESSAGES.api.forbidden).toBe('You do not have permission to perform this action.');
    expect(MESSAGES.api.notFound).toBe('Not found.');
    expect(MESSAGES.auth.invalidCredentials).toBe('Unable to log in with provided credentials.');
    expect(MESSAGES.api.csrfMissing.startsWith('CSRF Failed')).toBe(true);
    expect(MESSAGES.api.csrfIncorrect.startsWith('CSRF Failed')).toBe(true);
    expect(MESSAGES.upload.tooLarge).toBe('Size is greater than 5Mbs');
  });
});

describe('MESSAGES', () => {
  it('takes each area from exactly one messages file', async () => {
    const { coreMessages } = await import('./messages/core.ts');
    const { peopleMessages } = await import('./messages/people.ts');
    const { projectsMessages } = await import('./messages/projects.ts');
    const keys = [coreMessages, peopleMessages, projectsMessages].flatMap((group) => Object.keys(group));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
