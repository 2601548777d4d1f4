import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { projectChoicesQuery } from '../api/invoice-form.ts';

const M = invoicesMessages.invoices;

/** Selectors search 300 ms after the last key (spec 001 §9). */
const SEARCH_DEBOUNCE_MS = 300;

interface ProjectSelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** The invoice form's project: a select that searches the projects the user may invoice by title. */
export function ProjectSelect({ value, onChange, onBlur, error }: ProjectSelectProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen project's title is what the box shows: no need to search for it again.
  const term = chosen && debounced === chosen.label ? '' : debounced;
  const projects = useQuery(projectChoicesQuery(term));
  const options = (projects.data?.results ?? []).map((project) => ({
    value: String(project.id),
    label: project.title,
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);

  return (
    <Select
      label={M.form.project}
      required
      searchable
      data-autofocus
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next ?? '');
      }}
      onBlur={onBlur}
      filter={({ options: all }) => all}
      nothingFoundMessage={projects.isFetching ? undefined : M.search.noResults}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
