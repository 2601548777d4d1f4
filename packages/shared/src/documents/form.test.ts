import { describe, expect, it } from 'vitest';
import { type DocumentFormValues, documentChangeForm, documentFileProblem, documentForm } from './form.ts';

const file = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

const empty: DocumentFormValues = {
  title: '',
  type: 'other',
  description: '',
  source: 'file',
  file: null,
  url: '',
};

/** Each path with its message, as a form shows them. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the Document form', () => {
  it('asks for a name and a file', () => {
    expect(problems(documentForm.safeParse(empty))).toEqual({
      title: 'Name is required',
      file: 'Select a file',
    });
    expect(problems(documentForm.safeParse({ ...empty, title: 'Spec', file: file('a.pdf', 10) }))).toEqual(
      {},
    );
  });

  it('asks for a link, and a valid one', () => {
    const draft = { ...empty, title: 'Spec', source: 'url' as const };
    expect(problems(documentForm.safeParse(draft))).toEqual({ url: 'Add a url' });
    expect(problems(documentForm.safeParse({ ...draft, url: 'not a link' }))).toEqual({
      url: 'Invalid link',
    });
    expect(problems(documentForm.safeParse({ ...draft, url: 'https://example.com/spec' }))).toEqual({});
  });

  it('refuses a file it would not send', () => {
    const draft = { ...empty, title: 'Spec', file: file('drawing.svg', 10, 'image/svg+xml') };
    expect(problems(documentForm.safeParse(draft))).toEqual({ file: 'Error:This file type is not allowed.' });
  });
});

describe('the Change document form', () => {
  it('keeps a link document’s link, and leaves a file’s alone', () => {
    const values = { title: 'Spec', type: 'other' as const, status: 'approved' as const };
    expect(problems(documentChangeForm.safeParse({ ...values, url: '' }))).toEqual({ url: 'Add a url' });
    expect(problems(documentChangeForm.safeParse({ ...values, url: 'x' }))).toEqual({ url: 'Invalid link' });
    expect(problems(documentChangeForm.safeParse({ ...values, title: ' ', url: null }))).toEqual({
      title: 'Name is required',
    });
  });
});

describe('documentFileProblem', () => {
  it.each([
    [file('a.pdf', 5_242_880), null],
    [file('a.pdf', 5_242_881), 'Size is greater than 5Mbs'],
    [file('photo.png', 10, 'image/png'), null],
    [file('drawing.svg', 10, 'image/svg+xml'), 'Error:This file type is not allowed.'],
    [file('script.exe', 10, 'application/octet-stream'), 'Error:This file type is not allowed.'],
    [file('Budget.XLSX', 10, ''), null],
  ])('%o → %s', (input, problem) => expect(documentFileProblem(input)).toBe(problem));
});
