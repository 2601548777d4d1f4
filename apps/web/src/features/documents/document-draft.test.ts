import { describe, expect, it } from 'vitest';
import { appendDocument, documentDraftErrors, emptyDocument, fileProblem } from './document-draft.ts';

const file = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

describe('documentDraftErrors', () => {
  it('asks for a name and a file', () => {
    expect(documentDraftErrors(emptyDocument())).toEqual({
      title: 'Name is required',
      file: 'Select a file',
    });
  });

  it('asks for a link, and a valid one', () => {
    const draft = { ...emptyDocument(), title: 'Spec', source: 'url' as const };
    expect(documentDraftErrors(draft)).toEqual({ url: 'Add a url' });
    expect(documentDraftErrors({ ...draft, url: 'not a link' })).toEqual({ url: 'Invalid link' });
    expect(documentDraftErrors({ ...draft, url: 'https://example.com/spec' })).toEqual({});
  });
});

describe('fileProblem', () => {
  it.each([
    [file('a.pdf', 5_242_880), null],
    [file('a.pdf', 5_242_881), 'Size is greater than 5Mbs'],
    [file('photo.png', 10, 'image/png'), null],
    [file('drawing.svg', 10, 'image/svg+xml'), 'Error:This file type is not allowed.'],
    [file('script.exe', 10, 'application/octet-stream'), 'Error:This file type is not allowed.'],
    [file('Budget.XLSX', 10, ''), null],
  ])('%o → %s', (input, problem) => expect(fileProblem(input)).toBe(problem));
});

describe('appendDocument', () => {
  it('uses nested keys under a prefix', () => {
    const form = new FormData();
    appendDocument(form, 'documents[0]', {
      ...emptyDocument('requirements'),
      title: ' Spec ',
      source: 'url',
      url: 'https://x.io',
    });
    expect([...form.keys()]).toEqual(['documents[0][title]', 'documents[0][type]', 'documents[0][url]']);
    expect(form.get('documents[0][title]')).toBe('Spec');
  });
});
