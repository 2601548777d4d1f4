import { testsMessages } from '@kazi/shared/messages/tests';
import type { TestPerson } from '@kazi/shared/test-results/schemas';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTestPeople } from '../api/test-results.ts';

const T = testsMessages.tests;

interface TestPersonPickerProps {
  kind: 'developer' | 'reviewer';
  label: string;
  value: Pick<TestPerson, 'id' | 'display_name'> | null;
  onChange: (person: Pick<TestPerson, 'id' | 'display_name'> | null) => void;
  required?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
}

/** A searchable picker over `test-results/people/`: the server searches, the list shows its answer. */
export function TestPersonPicker({
  kind,
  label,
  value,
  onChange,
  required,
  error,
  onBlur,
}: TestPersonPickerProps) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const typed = value && search === value.display_name ? '' : debounced;
  const people = useTestPeople(kind, typed, opened);
  const byId = useMemo(() => {
    const found = people.data?.results ?? [];
    const all = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
    return new Map(all.map((person) => [String(person.id), person]));
  }, [people.data, value]);

  return (
    <Select
      label={label}
      placeholder={T.searchDeveloper}
      required={required}
      data={[...byId.values()].map((person) => ({ value: String(person.id), label: person.display_name }))}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const person = id ? byId.get(id) : undefined;
        onChange(person ? { id: person.id, display_name: person.display_name } : null);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable={!required}
      filter={({ options }) => options}
      nothingFoundMessage={people.isFetching ? 'Searching…' : T.noPeople}
      onDropdownOpen={() => setOpened(true)}
      onBlur={onBlur}
      rightSection={people.isFetching && opened ? <Loader size={14} aria-hidden="true" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
