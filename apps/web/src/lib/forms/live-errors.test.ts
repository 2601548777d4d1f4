import { describe, expect, it } from 'vitest';
import { errorsAfterChanges } from './live-errors.ts';

describe('errors after changes', () => {
  it('drops the error of a field changed since, keeps the others', () => {
    const errors = { file: 'Select a file', title: 'Name is required' };
    expect(errorsAfterChanges(errors, new Set(['file']))).toEqual({ title: 'Name is required' });
    expect(errorsAfterChanges(errors, new Set())).toEqual(errors);
    expect(errorsAfterChanges({ url: '' }, new Set())).toEqual({});
  });
});
