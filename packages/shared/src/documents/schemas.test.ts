import { describe, expect, it } from 'vitest';
import { displaySize, documentCreateBody, documentTypeLabel, isValidLink } from './schemas.ts';

describe('isValidLink', () => {
  it.each(['https://example.com', 'http://docs.example.co.uk/a?b=c#d', 'https://localhost:3000/x'])(
    'accepts %s',
    (url) => expect(isValidLink(url)).toBe(true),
  );
  it.each([
    'example.com',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'https://intranet',
    'http://',
    '',
  ])('refuses %j', (url) => expect(isValidLink(url)).toBe(false));
});

describe('documentCreateBody', () => {
  it('defaults the type to other', () => {
    expect(documentCreateBody.parse({ project: { id: 1 }, title: 'Spec', url: 'https://x.io' }).type).toBe(
      'other',
    );
  });

  it.each([
    [{ project: { id: 1 }, title: ' ' }, 'title: Name is required'],
    [{ project: { id: 1 }, title: 'A', url: 'not a link' }, 'url: Invalid link'],
    [{ project: { id: 1 }, title: 'A', type: 'secret' }, 'type: Select a valid choice.'],
  ])('refuses %j', (body, message) => {
    const result = documentCreateBody.safeParse(body);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toContain(message);
  });
});

describe('labels and sizes', () => {
  it.each([
    ['requirements', 'Requirements'],
    ['contract', 'Contracts'],
    ['other', 'Other'],
  ] as const)('%s is shown as %s', (type, label) => expect(documentTypeLabel(type)).toBe(label));

  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [5_242_880, '5 MB'],
    [20_480, '20 KB'],
  ])('%i bytes → %s', (bytes, text) => expect(displaySize(bytes)).toBe(text));
});
