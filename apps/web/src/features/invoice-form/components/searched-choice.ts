import { invoicesMessages } from '@kazi/shared/messages/invoices';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

const M = invoicesMessages.invoices;

/** Selectors search 300 ms after the last key (spec 001 §9). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A select whose choices the server searches: the typed text, the term to ask for (debounced, and
 * none while the box shows the chosen option's label) and the options, the chosen one kept among
 * them when a search no longer returns it (an edited invoice's older reference, say).
 */
export function useSearchedChoice(
  value: string,
  onChange: (value: string) => void,
  initial: ComboboxItem | null = null,
) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ComboboxItem | null>(initial);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const shown = chosen?.value === value ? chosen : null;
  const term = shown && debounced === shown.label ? '' : debounced;
  const withChosen = (options: ComboboxItem[]) =>
    shown && !options.some((option) => option.value === shown.value) ? [shown, ...options] : options;
  return {
    term,
    withChosen,
    /** The Select's props that search on the server and remember the choice. */
    selectProps: {
      searchable: true,
      searchValue: search,
      onSearchChange: setSearch,
      filter: (({ options }) => options) satisfies OptionsFilter,
      value: value || null,
      onChange: (next: string | null, option: ComboboxItem | null) => {
        setChosen(next ? option : null);
        onChange(next ?? '');
      },
    },
  };
}

/**
 * What a searched select says of its query (as RecipientSelect does): nothing found once it has
 * answered; a query that failed says so, as the nothing-found text and as the field's error (the
 * form's own error first).
 */
export function choiceFeedback(
  query: { isError: boolean; isFetching: boolean },
  error: string | undefined,
): { nothingFoundMessage: string | undefined; error: string | undefined } {
  if (query.isError) return { nothingFoundMessage: M.form.listError, error: error ?? M.form.listError };
  return { nothingFoundMessage: query.isFetching ? undefined : M.search.noResults, error };
}
