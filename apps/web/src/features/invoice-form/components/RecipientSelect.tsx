import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recipientsQuery } from '../api/payout-form.ts';

const P = invoicesMessages.invoices.payoutForm;

/** Selectors search 300 ms after the last key (spec 001 §9). */
const SEARCH_DEBOUNCE_MS = 300;

interface RecipientSelectProps {
  label: string;
  projectId: number | null;
  /** The users of the other rows: one team member per row (spec 001 §5). */
  exclude: readonly number[];
  value: { id: string; label: string };
  onChange: (value: { id: string; label: string }) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** A payout row's team member: the project's developers by name, the other rows' users left out. */
export function RecipientSelect({
  label,
  projectId,
  exclude,
  value,
  onChange,
  onBlur,
  error,
}: RecipientSelectProps) {
  const [search, setSearch] = useState(value.label);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const term = debounced === value.label ? '' : debounced;
  const recipients = useQuery({
    ...recipientsQuery(projectId ?? 0, term, exclude),
    enabled: projectId !== null,
  });
  const options = (recipients.data?.results ?? []).map((person) => ({
    value: String(person.id),
    label: person.display_name,
  }));
  if (value.id && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.label });
  }
  const nothing = recipients.isError ? P.listError : recipients.isFetching ? undefined : P.noMembers;
  return (
    <Select
      label={label}
      placeholder={P.searchPlaceholder}
      searchable
      disabled={projectId === null}
      data={options}
      value={value.id || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) =>
        onChange(next && option ? { id: next, label: option.label } : { id: '', label: '' })
      }
      onBlur={onBlur}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothing}
      error={error ?? (recipients.isError ? P.listError : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
