import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { describe, expect, it } from 'vitest';
import { choiceFeedback } from './searched-choice.ts';

const M = invoicesMessages.invoices;

describe('what a searched select (project, reference invoice) says of its query', () => {
  it('says nothing was found once the query answered, nothing while it is fetching', () => {
    expect(choiceFeedback({ isError: false, isFetching: false }, undefined)).toEqual({
      nothingFoundMessage: 'No results found',
      error: undefined,
    });
    expect(choiceFeedback({ isError: false, isFetching: true }, 'Select a project')).toEqual({
      nothingFoundMessage: undefined,
      error: 'Select a project',
    });
  });

  it('says a failed query could not fetch results, as the nothing-found text and the field error', () => {
    expect(choiceFeedback({ isError: true, isFetching: false }, undefined)).toEqual({
      nothingFoundMessage: 'Could not fetch results',
      error: 'Could not fetch results',
    });
    expect(choiceFeedback({ isError: true, isFetching: true }, M.form.projectRequired)).toEqual({
      nothingFoundMessage: M.form.listError,
      error: M.form.projectRequired,
    });
  });
});
